import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type SignIn, signInSchema } from '../../../../domain/user/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { schemaResolver } from '../../../components/ui/form/form.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useSignIn } from '../api/index.ts';
import { ServerAlert, TextField } from './auth-fields.tsx';

export type SignInStep = 'signed_in' | 'two_factor' | 'enrol';

/** E-mail and password (POST /api/auth/login); `onSignedIn` says whether a second step is due. */
export function SignInForm({ onSignedIn }: { onSignedIn: (step: SignInStep) => void }) {
  const signIn = useSignIn();
  const [serverError, setServerError] = useState('');
  const form = useForm<SignIn>({
    resolver: schemaResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError('');
    try {
      const answer = await signIn.mutateAsync(values);
      onSignedIn(
        'twoFactorRequired' in answer
          ? 'two_factor'
          : 'twoFactorEnrolmentRequired' in answer
            ? 'enrol'
            : 'signed_in',
      );
    } catch (error) {
      const { message, fieldErrors } = readApiError(error, 'Sign in failed. Please try again.');
      for (const field of ['email', 'password'] as const) {
        const fieldMessage = fieldErrors[field]?.[0];
        if (fieldMessage) form.setError(field, { message: fieldMessage });
      }
      setServerError(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ServerAlert message={serverError} />
      <TextField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}
