import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { DisableTwoFactorForm } from './disable-two-factor-form.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

/** Turning two-factor sign-in on (the enrolment) or off (password and a code); two-factor-setting.tsx opens it. */
export function TwoFactorDialog({
  mode,
  onClose,
}: {
  mode: 'enable' | 'disable' | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {mode === 'disable' ? 'Turn Off Two-Factor Sign-In' : 'Set Up Two-Factor Sign-In'}
          </DialogTitle>
          <DialogDescription>
            {mode === 'disable'
              ? 'Confirm with your password and a code from your authenticator app.'
              : 'Connect an authenticator app to your account.'}
          </DialogDescription>
        </DialogHeader>
        {mode === 'enable' && <TwoFactorEnrolment onDone={onClose} askPassword />}
        {mode === 'disable' && <DisableTwoFactorForm onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
