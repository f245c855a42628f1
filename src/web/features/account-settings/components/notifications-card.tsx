import type { AccountSettings, NoticeCategory } from '../../../../domain/account/account-settings.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SettingSwitch } from './setting-switch.tsx';

type Channels = Pick<AccountSettings['notifications'], 'inApp' | 'email'>;

const CATEGORIES: { key: NoticeCategory; label: string; description: string }[] = [
  {
    key: 'security',
    label: 'Security alerts',
    description: 'Sign-ins from a new browser, password and two-factor changes.',
  },
  { key: 'updates', label: 'Assignments', description: 'A compliance issue is assigned to you.' },
  // Sent by the daily reminders job (ADR 039).
  {
    key: 'reminders',
    label: 'Reminders',
    description:
      'A compliance issue assigned to you is due within 3 days, or a time point of your stability study falls due.',
  },
];

/**
 * The two channels that exist (ADR 013): in-app (the header's bell) and e-mail. Without SMTP, or with e-mail
 * turned off in the system settings, the e-mail switches are disabled and say why.
 */
export function NotificationsCard({
  channels,
  emailNote,
  onChange,
}: {
  channels: Channels;
  /** Why e-mail cannot be sent, or undefined when it can. */
  emailNote?: string;
  onChange: (channel: keyof Channels, category: NoticeCategory, on: boolean) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>How we tell you about changes and alerts.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <fieldset>
          <legend className="font-medium text-sm">In-app</legend>
          {CATEGORIES.map((category) => (
            <SettingSwitch
              key={category.key}
              id={`in-app-${category.key}`}
              label={category.label}
              description={category.description}
              checked={channels.inApp[category.key]}
              onChange={(on) => onChange('inApp', category.key, on)}
            />
          ))}
        </fieldset>
        <fieldset aria-describedby={emailNote ? 'email-note' : undefined}>
          <legend className="font-medium text-sm">Email</legend>
          {emailNote && (
            <p id="email-note" className="text-muted-foreground text-sm">
              {emailNote}
            </p>
          )}
          {CATEGORIES.map((category) => (
            <SettingSwitch
              key={category.key}
              id={`email-${category.key}`}
              label={category.label}
              checked={channels.email[category.key]}
              disabled={Boolean(emailNote)}
              onChange={(on) => onChange('email', category.key, on)}
            />
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}
