import { useState } from 'react';
import { type RegisterInput, registerFormSchema } from '../../../../domain/user/admin-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Form } from '../../../components/ui/form/form.tsx';
import { readApiError } from '../../../lib/api.ts';
import { usePasswordPolicy } from '../../../lib/password-policy.ts';
import { useRegister } from '../api/index.ts';
import { ServerAlert, TextField } from './auth-fields.tsx';

/**
 * Self sign-up while registration is open: the same answer whether the address is new or taken (ADR 030); the
 * Viewer account is created when the link sent to the address is followed.
 */
export function SignUpForm() {
  const policy = usePasswordPolicy();
  const register = useRegister();
  const [serverError, setServerError] = useState('');
  const [sent, setSent] = useState('');

  if (sent) {
    return (
      <p role="status" className="text-sm">
        {sent}
      </p>
    );
  }
  return (
    <Form<RegisterInput>
      schema={registerFormSchema(policy)}
      defaultValues={{ firstName: '', lastName: '', email: '', password: '' }}
      onSubmit={async (values, form) => {
        setServerError('');
        try {
          setSent((await register.mutateAsync(values)).message);
        } catch (error) {
          const { message, fieldErrors } = readApiError(error, 'Sign up failed. Please try again.');
          for (const field of ['firstName', 'lastName', 'email', 'password'] as const) {
            const fieldMessage = fieldErrors[field]?.[0];
            if (fieldMessage) form.setError(field, { message: fieldMessage });
          }
          setServerError(message);
        }
      }}
    >
      {(form) => {
        const { errors } = form.formState;
        return (
          <>
            <ServerAlert message={serverError} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="sign-up-first-name"
                label="First Name"
                autoComplete="given-name"
                error={errors.firstName?.message}
                {...form.register('firstName')}
              />
              <TextField
                id="sign-up-last-name"
                label="Last Name"
                autoComplete="family-name"
                error={errors.lastName?.message}
                {...form.register('lastName')}
              />
            </div>
            <TextField
              id="sign-up-email"
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextField
              id="sign-up-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              Create Account
            </Button>
          </>
        );
      }}
    </Form>
  );
}
