import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useLinkSso, usePendingSsoLink } from '../api/index.ts';
import { type SignInStep, signInStep } from '../lib/sign-in-step.ts';
import { ServerAlert, TextField } from './auth-fields.tsx';

/**
 * Single sign-on found a local account with the e-mail the identity provider vouched for (ADR 032): only that
 * account's password links the two, then the sign-in goes on (a two-factor code or enrolment when due).
 */
export function SsoLinkForm({ onSignedIn }: { onSignedIn: (step: SignInStep) => void }) {
  const id = useId();
  const pending = usePendingSsoLink();
  const link = useLinkSso();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');

  if (pending.isLoading) return <Skeleton aria-busy="true" className="h-32 w-full" />;
  if (pending.isError || !pending.data) {
    return <ServerAlert message={readApiError(pending.error, 'This single sign-on has expired.').message} />;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError('');
    setFieldError('');
    try {
      onSignedIn(signInStep(await link.mutateAsync(password)));
    } catch (failure) {
      const { message, fieldErrors } = readApiError(failure, 'The account could not be linked. Try again.');
      const wrong = fieldErrors.currentPassword?.[0];
      if (wrong) setFieldError(wrong);
      else setError(message);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ServerAlert message={error} />
      <p className="text-sm">
        Your identity provider signed you in as <strong>{pending.data.email}</strong>, which already has an
        account here. Enter that account’s password to link it to single sign-on.
      </p>
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" className="w-full" disabled={link.isPending}>
        Link and Sign In
      </Button>
    </form>
  );
}
