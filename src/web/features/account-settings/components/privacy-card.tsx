import type { AccountSettings } from '../../../../domain/account/account-settings.ts';
import {
  PROFILE_VISIBILITIES,
  type ProfileVisibility,
} from '../../../../domain/account/profile-visibility.ts';
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

type Privacy = AccountSettings['privacy'];

const VISIBILITY: Record<ProfileVisibility, string> = {
  public: 'Public: everyone signed in and API integrations',
  team: 'Team: everyone signed in',
  private: 'Private: administrators only',
};

/** Privacy (ADR 064): who sees your profile, your name on changes, and two consents that start off. */
export function PrivacyCard({
  privacy,
  onChange,
}: {
  privacy: Privacy;
  onChange: (values: Partial<Privacy>) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy</CardTitle>
        <CardDescription>What others see of you and what leaves the platform.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2 py-2">
          <Label htmlFor="profile-visibility">Profile visibility</Label>
          <Select
            value={privacy.profileVisibility}
            onValueChange={(value) => onChange({ profileVisibility: value as ProfileVisibility })}
          >
            <SelectTrigger id="profile-visibility">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROFILE_VISIBILITIES.map((value) => (
                <SelectItem key={value} value={value}>
                  {VISIBILITY[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-muted-foreground text-sm">Who sees your profile on the People screen.</p>
        </div>
        <SettingSwitch
          id="activity-tracking"
          label="Activity tracking"
          description="Show your name on the changes you make in team views. Off: they read “A team member”; administrators’ audit log still records you."
          checked={privacy.activityTracking}
          onChange={(on) => onChange({ activityTracking: on })}
        />
        <SettingSwitch
          id="data-sharing"
          label="Data sharing"
          description="Send your formulations’ lines, costs and recipes to the external AI provider with your questions. Off: it gets only the question."
          checked={privacy.dataSharing}
          onChange={(on) => onChange({ dataSharing: on })}
        />
        <SettingSwitch
          id="usage-analytics"
          label="Usage analytics"
          description="Count which screens and features you use, per day, for the administrators’ “Most used features”."
          checked={privacy.analytics}
          onChange={(on) => onChange({ analytics: on })}
        />
      </CardContent>
    </Card>
  );
}
