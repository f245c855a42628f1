import type { ReactNode } from 'react';
import type { AccountSettings } from '../../../../domain/account/account-settings.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SettingSwitch } from './setting-switch.tsx';

type Notifications = AccountSettings['notifications'];
type Channel = keyof Notifications;

const LABELS: Record<string, { label: string; description: string }> = {
  enabled: { label: 'Enabled', description: 'Use this channel at all.' },
  security: {
    label: 'Security alerts',
    description: 'Sign-ins from a new browser, password and two-factor changes.',
  },
  updates: { label: 'Assignments', description: 'A compliance issue is assigned to you.' },
  // Sent by the daily reminders job (ADR 039, ADR 064).
  reminders: {
    label: 'Reminders',
    description:
      'A compliance issue assigned to you is due within 3 days, a time point of your stability study falls due, or a document expires.',
  },
  marketing: {
    label: 'Product announcements',
    description: 'News an administrator sends to everyone who opted in (also shown in the bell).',
  },
  critical: { label: 'Critical alerts', description: 'A critical compliance issue is assigned to you.' },
};

const CHANNELS: { key: Channel; legend: string }[] = [
  { key: 'inApp', legend: 'In-app' },
  { key: 'email', legend: 'Email' },
  { key: 'push', legend: 'Push' },
  { key: 'sms', legend: 'SMS' },
];

/**
 * The four channels (ADR 064): in-app (the header's bell), e-mail, Web Push and SMS, each switch per category. A
 * channel the platform cannot use now (not configured, or off in the system settings) is disabled and says why.
 */
export function NotificationsCard({
  channels,
  notes,
  pushDevice,
  onChange,
}: {
  channels: Notifications;
  /** Why a channel cannot reach the user, per channel, or undefined when it can. */
  notes: Partial<Record<Channel, string>>;
  /** The control that subscribes this browser to push (or says why it cannot). */
  pushDevice?: ReactNode;
  onChange: (channel: Channel, key: string, on: boolean) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>How we tell you about changes and alerts.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {CHANNELS.map(({ key: channel, legend }) => {
          const note = notes[channel];
          const values = channels[channel] as Record<string, boolean>;
          return (
            <fieldset key={channel} aria-describedby={note ? `${channel}-note` : undefined}>
              <legend className="font-medium text-sm">{legend}</legend>
              {note && (
                <p id={`${channel}-note`} className="text-muted-foreground text-sm">
                  {note}
                </p>
              )}
              {channel === 'push' && !note && pushDevice}
              {channel === 'sms' && !note && (
                <p className="text-muted-foreground text-sm">
                  Text messages go to the phone number in your profile.
                </p>
              )}
              {Object.keys(values).map((key) => (
                <SettingSwitch
                  key={key}
                  id={`${channel === 'inApp' ? 'in-app' : channel}-${key}`}
                  label={LABELS[key]?.label ?? key}
                  description={
                    channel === 'inApp' || key === 'marketing' ? LABELS[key]?.description : undefined
                  }
                  checked={values[key] ?? false}
                  disabled={Boolean(note) || (key !== 'enabled' && values.enabled === false)}
                  onChange={(on) => onChange(channel, key, on)}
                />
              ))}
            </fieldset>
          );
        })}
      </CardContent>
    </Card>
  );
}
