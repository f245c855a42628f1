import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useTwoFactorSignIn } from '../api/index.ts';
import { ServerAlert, TextField } from './auth-fields.tsx';

/** The sign-in's second step: the 6-digit code from the app, or one of the recovery codes. */
export function TwoFactorCodeForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const id = useId();
  const signIn = useTwoFactorSignIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [expired, setExpired] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await signIn.mutateAsync(useRecovery ? { recoveryCode: value } : { code: value });
      onSignedIn();
    } catch (failure) {
      const { status, message, fieldErrors } = readApiError(failure, 'Sign in failed. Please try again.');
      setExpired(status === 401 && !/code/i.test(message));
      setError(fieldErrors.code?.[0] ?? fieldErrors.recoveryCode?.[0] ?? message);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ServerAlert message={error} />
      <TextField
        id={`${id}-code`}
        label={useRecovery ? 'Recovery code' : 'Code from your authenticator app'}
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={signIn.isPending || expired}>
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue('');
            setError('');
          }}
        >
          {useRecovery ? 'Use a code from the app' : 'Use a recovery code'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </form>
  );
}
