import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SettingSwitch } from './setting-switch.tsx';

/** Privacy: whether your name appears in team views of who changed what (the audit log keeps it for admins). */
export function PrivacyCard({
  activityTracking,
  onChange,
}: {
  activityTracking: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy</CardTitle>
        <CardDescription>What your team sees of your activity.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SettingSwitch
          id="activity-tracking"
          label="Activity tracking"
          description="Show your name on the changes you make in team views. Off: they read “A team member”; administrators’ audit log still records you."
          checked={activityTracking}
          onChange={onChange}
        />
      </CardContent>
    </Card>
  );
}
