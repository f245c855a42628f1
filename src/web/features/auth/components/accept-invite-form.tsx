import { useState } from 'react';
import { type SetPasswordForm, setPasswordFormSchema } from '../../../../domain/user/admin-user.ts';
import { displayName } from '../../../../domain/user/initials.ts';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form } from '../../../components/ui/form/form.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readApiError } from '../../../lib/api.ts';
import { usePasswordPolicy } from '../../../lib/password-policy.ts';
import { useAcceptInvite, useInvitation } from '../api/index.ts';
import { ServerAlert, TextField } from './auth-fields.tsx';

/** The invitation link's "set your password" mode of the sign-in screen. */
export function AcceptInviteForm({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvite();
  const [serverError, setServerError] = useState('');
  const policy = usePasswordPolicy();

  if (invitation.isLoading) {
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (invitation.isError || !invitation.data) {
    return (
      <ServerAlert
        message={readApiError(invitation.error, 'This invitation link is invalid or has expired.').message}
      />
    );
  }
  return (
    <Form<SetPasswordForm>
      schema={setPasswordFormSchema(policy)}
      defaultValues={{ password: '', confirmPassword: '' }}
      onSubmit={async ({ password }, form) => {
        setServerError('');
        try {
          await accept.mutateAsync({ token, password });
          onSignedIn();
        } catch (error) {
          const { message, fieldErrors } = readApiError(
            error,
            'Failed to set your password. Please try again.',
          );
          if (fieldErrors.password?.[0]) form.setError('password', { message: fieldErrors.password[0] });
          setServerError(message);
        }
      }}
    >
      {(form) => (
        <>
          <p className="text-sm">
            Welcome, {displayName(invitation.data)}. Choose a password for{' '}
            <strong>
              <BreakableText text={invitation.data.email} />
            </strong>
            .
          </p>
          <ServerAlert message={serverError} />
          <TextField
            id="invite-password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            id="invite-confirm-password"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            error={form.formState.errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            Set Password
          </Button>
        </>
      )}
    </Form>
  );
}
