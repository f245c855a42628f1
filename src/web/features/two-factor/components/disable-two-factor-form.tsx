import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDisableTwoFactor } from '../api/index.ts';

/** Turning two-factor sign-in off takes the password and a current code, so a stolen session alone cannot. */
export function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await disable.mutateAsync({ password, code });
      toast({ variant: 'success', title: 'Two-factor sign-in is off' });
      onDone();
    } catch (failure) {
      const { message, fieldErrors } = readApiError(failure, 'Two-factor sign-in could not be turned off.');
      setErrors({
        password: fieldErrors.password?.[0],
        code: fieldErrors.code?.[0],
        form: fieldErrors.password || fieldErrors.code ? undefined : message,
      });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {errors.form && (
        <p role="alert" className="text-error-ink text-sm">
          {errors.form}
        </p>
      )}
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>Current password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
        />
        <FieldError id={`${id}-password-error`}>{errors.password}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-code`}>Code from the app</Label>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={!!errors.code}
          aria-describedby={errors.code ? `${id}-code-error` : undefined}
        />
        <FieldError id={`${id}-code-error`}>{errors.code}</FieldError>
      </div>
      <Button type="submit" variant="destructive" disabled={disable.isPending}>
        Turn Off
      </Button>
    </form>
  );
}
