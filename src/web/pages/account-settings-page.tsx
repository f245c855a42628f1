import { AccountSettingsEditor } from '../features/account-settings/account-settings-editor.tsx';
import { TwoFactorSetting } from '../features/two-factor/index.ts';

/** Account Settings: the settings form, with the two-factor switch of the two-factor feature in its security card. */
export function AccountSettingsPage() {
  return <AccountSettingsEditor twoFactor={(enabled) => <TwoFactorSetting enabled={enabled} />} />;
}
