import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { readApiError } from '../lib/api.ts';
import { Button } from './ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx';
import { FieldError } from './ui/field-error.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

export interface ReauthenticateValues {
  currentPassword: string;
  code?: string;
}

/**
 * Asks for the current password (and the authenticator's code when `withCode`) before a sensitive action: the
 * server checks them, limited as sign-in is, and its field messages show under the fields (ADR 030).
 */
export function ReauthenticateDialog({
  open,
  title,
  description,
  confirmLabel,
  withCode = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  withCode?: boolean;
  /** Throws the API's error when refused; resolves when done (the dialog then closes). */
  onConfirm: (values: ReauthenticateValues) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<{ currentPassword?: string; code?: string; form?: string }>({});

  function close() {
    setPassword('');
    setCode('');
    setErrors({});
    onClose();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setPending(true);
    try {
      await onConfirm({ currentPassword: password, ...(withCode && code && { code }) });
      close();
    } catch (failure) {
      const { message, fieldErrors } = readApiError(failure, 'Something went wrong. Please try again.');
      const currentPassword = fieldErrors.currentPassword?.[0];
      const codeError = fieldErrors.code?.[0];
      setErrors({
        currentPassword,
        code: codeError,
        form: currentPassword || codeError ? undefined : message,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
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
              aria-invalid={!!errors.currentPassword}
              aria-describedby={errors.currentPassword ? `${id}-password-error` : undefined}
            />
            <FieldError id={`${id}-password-error`}>{errors.currentPassword}</FieldError>
          </div>
          {withCode && (
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
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
