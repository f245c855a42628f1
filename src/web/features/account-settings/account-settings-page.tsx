import { Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { AccountSettings } from '../../../domain/account/account-settings.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { readApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { type StoredAccountSettings, useAccountSettings, useSaveAccountSettings } from './api.ts';
import { SettingSwitch } from './components/setting-switch.tsx';

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')]
    : ['UTC'];

/** Account Settings (spec part 2): notifications, privacy, preferences and security, saved together. */
export function AccountSettingsPage() {
  const query = useAccountSettings();
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
        <PageHeader
          title="Account Settings"
          description="Notifications, privacy, preferences and security for your account."
        />
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
  const setNotification = <C extends keyof AccountSettings['notifications']>(
    channel: C,
    values: Partial<AccountSettings['notifications'][C]>,
  ) =>
    set('notifications', { [channel]: { ...draft.notifications[channel], ...values } } as Partial<
      AccountSettings['notifications']
    >);

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

  const { email, push, sms } = draft.notifications;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Account Settings"
        description="Notifications, privacy, preferences and security for your account."
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
        <Card>
          <CardHeader>
            <CardTitle>Notifications</CardTitle>
            <CardDescription>How we tell you about changes and alerts.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <fieldset>
              <legend className="font-medium text-sm">Email</legend>
              <SettingSwitch
                id="email-security"
                label="Security alerts"
                checked={email.security}
                onChange={(v) => setNotification('email', { security: v })}
              />
              <SettingSwitch
                id="email-updates"
                label="Product updates"
                checked={email.updates}
                onChange={(v) => setNotification('email', { updates: v })}
              />
              <SettingSwitch
                id="email-marketing"
                label="Marketing"
                checked={email.marketing}
                onChange={(v) => setNotification('email', { marketing: v })}
              />
              <SettingSwitch
                id="email-reminders"
                label="Reminders"
                checked={email.reminders}
                onChange={(v) => setNotification('email', { reminders: v })}
              />
            </fieldset>
            <fieldset>
              <legend className="font-medium text-sm">Push</legend>
              <SettingSwitch
                id="push-enabled"
                label="Push notifications"
                checked={push.enabled}
                onChange={(v) => setNotification('push', { enabled: v })}
              />
              <SettingSwitch
                id="push-security"
                label="Security alerts"
                checked={push.security}
                disabled={!push.enabled}
                onChange={(v) => setNotification('push', { security: v })}
              />
              <SettingSwitch
                id="push-updates"
                label="Product updates"
                checked={push.updates}
                disabled={!push.enabled}
                onChange={(v) => setNotification('push', { updates: v })}
              />
              <SettingSwitch
                id="push-reminders"
                label="Reminders"
                checked={push.reminders}
                disabled={!push.enabled}
                onChange={(v) => setNotification('push', { reminders: v })}
              />
            </fieldset>
            <fieldset>
              <legend className="font-medium text-sm">SMS</legend>
              <SettingSwitch
                id="sms-enabled"
                label="Text messages"
                checked={sms.enabled}
                onChange={(v) => setNotification('sms', { enabled: v })}
              />
              <SettingSwitch
                id="sms-security"
                label="Security alerts"
                checked={sms.security}
                disabled={!sms.enabled}
                onChange={(v) => setNotification('sms', { security: v })}
              />
              <SettingSwitch
                id="sms-critical"
                label="Critical compliance alerts"
                checked={sms.critical}
                disabled={!sms.enabled}
                onChange={(v) => setNotification('sms', { critical: v })}
              />
            </fieldset>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Privacy</CardTitle>
            <CardDescription>Who sees your profile and what we record.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="profile-visibility">Profile visibility</Label>
              <Select
                value={draft.privacy.profileVisibility}
                onValueChange={(value) =>
                  set('privacy', {
                    profileVisibility: value as AccountSettings['privacy']['profileVisibility'],
                  })
                }
              >
                <SelectTrigger id="profile-visibility">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="public">Public</SelectItem>
                  <SelectItem value="team">Team</SelectItem>
                  <SelectItem value="private">Private</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <SettingSwitch
              id="activity-tracking"
              label="Activity tracking"
              description="Show your changes in team activity."
              checked={draft.privacy.activityTracking}
              onChange={(v) => set('privacy', { activityTracking: v })}
            />
            <SettingSwitch
              id="data-sharing"
              label="Data sharing"
              description="Share anonymised formulation data with partner labs."
              checked={draft.privacy.dataSharing}
              onChange={(v) => set('privacy', { dataSharing: v })}
            />
            <SettingSwitch
              id="analytics"
              label="Usage analytics"
              description="Help us improve the platform."
              checked={draft.privacy.analytics}
              onChange={(v) => set('privacy', { analytics: v })}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Preferences</CardTitle>
            <CardDescription>How the platform looks and behaves for you.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="pref-theme">Theme</Label>
                <Select
                  value={draft.preferences.theme}
                  onValueChange={(value) =>
                    set('preferences', { theme: value as AccountSettings['preferences']['theme'] })
                  }
                >
                  <SelectTrigger id="pref-theme">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="light">Light</SelectItem>
                    <SelectItem value="dark">Dark</SelectItem>
                    <SelectItem value="auto">Auto (follow the system)</SelectItem>
                  </SelectContent>
                </Select>
              </div>
              <div className="space-y-2">
                <Label htmlFor="pref-language">Language</Label>
                <Select
                  value={draft.preferences.language}
                  onValueChange={(value) => set('preferences', { language: value as 'en' })}
                >
                  <SelectTrigger id="pref-language">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="en">English</SelectItem>
                  </SelectContent>
                </Select>
              </div>
            </div>
            <div className="space-y-2">
              <Label htmlFor="pref-timezone">Time zone for dates</Label>
              <Select
                value={draft.preferences.timezone}
                onValueChange={(value) => set('preferences', { timezone: value })}
              >
                <SelectTrigger id="pref-timezone">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent className="max-h-72">
                  {TIME_ZONES.map((zone) => (
                    <SelectItem key={zone} value={zone}>
                      {zone.replaceAll('_', ' ')}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <SettingSwitch
              id="sound"
              label="Sound"
              description="A short chime with notifications."
              checked={draft.preferences.soundEnabled}
              onChange={(v) => set('preferences', { soundEnabled: v })}
            />
            <SettingSwitch
              id="compact"
              label="Compact view"
              description="Smaller text and spacing to fit more on screen."
              checked={draft.preferences.compactView}
              onChange={(v) => set('preferences', { compactView: v })}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Security</CardTitle>
            <CardDescription>Sign-in protection for your account.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <SettingSwitch
              id="two-factor"
              label="Two-factor sign-in"
              description="Recorded as your preference; with single sign-on your identity provider asks for the second factor."
              checked={draft.security.twoFactorEnabled}
              onChange={(v) => set('security', { twoFactorEnabled: v })}
            />
            <SettingSwitch
              id="login-alerts"
              label="Sign-in alerts"
              description="Tell me about sign-ins from a new device."
              checked={draft.security.loginAlerts}
              onChange={(v) => set('security', { loginAlerts: v })}
            />
            <div className="space-y-2">
              <Label htmlFor="session-timeout">Session timeout (days, 1–30)</Label>
              <Input
                id="session-timeout"
                type="number"
                min={1}
                max={30}
                value={draft.security.sessionTimeout}
                onChange={(event) => set('security', { sessionTimeout: Number(event.target.value) })}
                className="max-w-32"
              />
              <p className="text-muted-foreground text-sm">
                The platform also ends idle sessions by its own policy.
              </p>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
