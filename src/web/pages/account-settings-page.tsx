import { AccountSettingsEditor } from '../features/account-settings/components/account-settings-editor.tsx';
import { PushDevice } from '../features/account-settings/components/push-device.tsx';
import { TwoFactorSetting } from '../features/two-factor/index.ts';

/**
 * Account Settings: the settings form, with the two-factor switch of the two-factor feature in its security card
 * and this browser's push subscription in its push channel (ADR 064).
 */
export function AccountSettingsPage() {
  return (
    <AccountSettingsEditor
      twoFactor={(enabled) => <TwoFactorSetting enabled={enabled} />}
      pushDevice={<PushDevice />}
    />
  );
}
