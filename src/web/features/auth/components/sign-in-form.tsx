import { useState } from 'react';
import { type SignIn, signInSchema } from '../../../../domain/user/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Form } from '../../../components/ui/form/form.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useSignIn } from '../api/index.ts';
import { type SignInStep, signInStep } from '../lib/sign-in-step.ts';
import { ServerAlert, TextField } from './auth-fields.tsx';

/** E-mail and password (POST /api/auth/login); `onSignedIn` says whether a second step is due. */
export function SignInForm({ onSignedIn }: { onSignedIn: (step: SignInStep) => void }) {
  const signIn = useSignIn();
  const [serverError, setServerError] = useState('');

  return (
    <Form<SignIn>
      schema={signInSchema}
      defaultValues={{ email: '', password: '' }}
      onSubmit={async (values, form) => {
        setServerError('');
        try {
          onSignedIn(signInStep(await signIn.mutateAsync(values)));
        } catch (error) {
          const { message, fieldErrors } = readApiError(error, 'Sign in failed. Please try again.');
          for (const field of ['email', 'password'] as const) {
            const fieldMessage = fieldErrors[field]?.[0];
            if (fieldMessage) form.setError(field, { message: fieldMessage });
          }
          setServerError(message);
        }
      }}
    >
      {(form) => (
        <>
          <ServerAlert message={serverError} />
          <TextField
            id="sign-in-email"
            label="Email"
            type="email"
            autoComplete="username"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id="sign-in-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            Sign In
          </Button>
        </>
      )}
    </Form>
  );
}
