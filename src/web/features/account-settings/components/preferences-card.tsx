import type { AccountSettings } from '../../../../domain/account/account-settings.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { SettingSwitch } from './setting-switch.tsx';

type Preferences = AccountSettings['preferences'];

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')]
    : ['UTC'];

/** Theme, language, time zone, sound and density: applied across the app as soon as they are saved. */
export function PreferencesCard({
  preferences,
  onChange,
}: {
  preferences: Preferences;
  onChange: (values: Partial<Preferences>) => void;
}) {
  return (
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
              value={preferences.theme}
              onValueChange={(value) => onChange({ theme: value as Preferences['theme'] })}
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
              value={preferences.language}
              onValueChange={(value) => onChange({ language: value as 'en' })}
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
          <Select value={preferences.timezone} onValueChange={(value) => onChange({ timezone: value })}>
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
          checked={preferences.soundEnabled}
          onChange={(v) => onChange({ soundEnabled: v })}
        />
        <SettingSwitch
          id="compact"
          label="Compact view"
          description="Smaller text and spacing to fit more on screen."
          checked={preferences.compactView}
          onChange={(v) => onChange({ compactView: v })}
        />
      </CardContent>
    </Card>
  );
}
