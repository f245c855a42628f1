import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { AUTH_USER_KEY } from '../../../lib/query-client.ts';

// The enrolment and the turn-off form (the dialog primitives, the QR code): fetched once the screen is idle.
const TwoFactorDialog = lazyDialog(
  async () => (await import('./two-factor-dialog.tsx')).TwoFactorDialog,
  (props) => props.mode !== null,
);

/**
 * Account settings' "Two-factor sign-in" switch, driving the real feature: on opens the enrolment (QR code,
 * first code, recovery codes), off asks for the password and a code. The switch shows the account's state.
 */
export function TwoFactorSetting({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const close = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    void queryClient.invalidateQueries({ queryKey: ['/api/account-settings'] });
  };

  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div className="space-y-0.5">
        <Label htmlFor="two-factor">Two-factor sign-in</Label>
        <p className="text-muted-foreground text-sm">
          {enabled
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Ask for a code from an authenticator app as well as your password.'}
        </p>
      </div>
      <Switch
        id="two-factor"
        checked={enabled}
        onCheckedChange={(on) => setDialog(on ? 'enable' : 'disable')}
      />
      <TwoFactorDialog mode={dialog} onClose={close} />
    </div>
  );
}
