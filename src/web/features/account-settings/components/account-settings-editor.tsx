import { Save } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { AccountSettings } from '../../../../domain/account/account-settings.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { type StoredAccountSettings, useAccountSettings, useAppConfig } from '../api/index.ts';
import { useSaveAccountSettings } from '../api/save-account-settings.ts';
import { NotificationsCard } from './notifications-card.tsx';
import { PreferencesCard } from './preferences-card.tsx';
import { PrivacyCard } from './privacy-card.tsx';
import { SecurityCard } from './security-card.tsx';

const HEADER = {
  title: 'Account Settings',
  description: 'Notifications, privacy, preferences and security for your account.',
};

/** Why each channel cannot reach the user (absent when it can). */
function channelNotes(config: ReturnType<typeof useAppConfig>['data']) {
  if (!config) return {};
  const { emailEnabled, pushEnabled, smsEnabled } = config.notifications;
  return {
    email: !config.mailConfigured
      ? 'E-mail is not set up on this platform (no SMTP server configured).'
      : !emailEnabled
        ? 'An administrator turned e-mail notifications off.'
        : undefined,
    push: pushEnabled ? undefined : 'An administrator turned push notifications off.',
    sms: !config.smsConfigured
      ? 'SMS is not set up on this platform (no SMS provider configured).'
      : !smsEnabled
        ? 'An administrator turned SMS notifications off.'
        : undefined,
  };
}

/**
 * Account Settings (docs/product-rules.md, "The web app"): four cards saved together. The two-factor switch is its own control (it
 * drives enrolment, not this form), passed in by the page.
 */
export function AccountSettingsEditor({
  twoFactor,
  pushDevice,
}: {
  twoFactor: (enabled: boolean) => ReactNode;
  /** This browser's push subscription control (ADR 064). */
  pushDevice?: ReactNode;
}) {
  const query = useAccountSettings();
  const config = useAppConfig();
  const save = useSaveAccountSettings();
  const [draft, setDraft] = useState<StoredAccountSettings | null>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data);
  }, [query.data]);
  const dirty = useMemo(
    () => !!draft && !!query.data && JSON.stringify(draft) !== JSON.stringify(query.data),
    [draft, query.data],
  );

  if (!draft) {
    return (
      <div className="space-y-6">
        <PageHeader {...HEADER} />
        <div className="grid gap-6 lg:grid-cols-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={String(index)} className="h-64 w-full" />
          ))}
        </div>
      </div>
    );
  }

  const set = <K extends keyof AccountSettings>(section: K, values: Partial<AccountSettings[K]>) =>
    setDraft((current) =>
      current ? { ...current, [section]: { ...current[section], ...values } } : current,
    );

  async function onSave() {
    if (!draft) return;
    try {
      await save.mutateAsync(draft);
      toast({
        variant: 'success',
        title: 'Settings Updated',
        description: 'Your account settings have been successfully saved.',
      });
    } catch (error) {
      const { status, message } = readApiError(error);
      toast({
        variant: 'destructive',
        title: 'Update Failed',
        description:
          status === 400 || status === 409 ? message : 'Failed to update your settings. Please try again.',
      });
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        {...HEADER}
        actions={
          <div className="flex items-center gap-3">
            {dirty && <Badge variant="yellow">Unsaved Changes</Badge>}
            <Button onClick={onSave} disabled={!dirty || save.isPending}>
              <Save aria-hidden="true" />
              Save Changes
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <NotificationsCard
          channels={draft.notifications}
          notes={channelNotes(config.data)}
          pushDevice={pushDevice}
          onChange={(channel, key, on) =>
            set('notifications', { [channel]: { ...draft.notifications[channel], [key]: on } })
          }
        />
        <PrivacyCard privacy={draft.privacy} onChange={(values) => set('privacy', values)} />
        <PreferencesCard preferences={draft.preferences} onChange={(values) => set('preferences', values)} />
        <SecurityCard
          twoFactor={twoFactor(draft.security.twoFactorEnabled)}
          loginAlerts={draft.security.loginAlerts}
          sessionDays={draft.security.sessionTimeout}
          maxSessionDays={config.data?.maxSessionDays ?? 30}
          onChange={(values) => set('security', values)}
        />
      </div>
    </div>
  );
}
