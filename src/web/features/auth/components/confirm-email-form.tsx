import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useConfirmEmail } from '../api/index.ts';
import { ServerAlert } from './auth-fields.tsx';

/**
 * The link of a sign-up or of a new sign-in e-mail (ADR 030): one press confirms it (a link preview or a mail
 * scanner that only opens the page confirms nothing). A sign-up is then signed in; a changed e-mail says so.
 */
export function ConfirmEmailForm({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const confirm = useConfirmEmail();
  const [error, setError] = useState('');
  const [changedTo, setChangedTo] = useState('');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError('');
    try {
      const result = await confirm.mutateAsync(token);
      if (result.purpose === 'sign_up') onSignedIn();
      else setChangedTo(result.email);
    } catch (failure) {
      setError(readApiError(failure, 'The link could not be confirmed. Try again.').message);
    }
  }

  if (changedTo) {
    return (
      <p role="status" className="text-sm">
        Your sign-in e-mail is now <strong>{changedTo}</strong>. Use it the next time you sign in.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ServerAlert message={error} />
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        Confirm
      </Button>
    </form>
  );
}
