import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { SettingSwitch } from './setting-switch.tsx';

/** Sign-in protection: two-factor (its own control), sign-in alerts and how long a session lasts. */
export function SecurityCard({
  twoFactor,
  loginAlerts,
  sessionDays,
  maxSessionDays,
  onChange,
}: {
  twoFactor: ReactNode;
  loginAlerts: boolean;
  sessionDays: number;
  maxSessionDays: number;
  onChange: (values: { loginAlerts?: boolean; sessionTimeout?: number }) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Sign-in protection for your account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {twoFactor}
        <SettingSwitch
          id="login-alerts"
          label="Sign-in alerts"
          description="Tell me when someone signs in to my account from a new browser."
          checked={loginAlerts}
          onChange={(on) => onChange({ loginAlerts: on })}
        />
        <div className="space-y-2">
          <Label htmlFor="session-timeout">Session timeout (days, 1–30)</Label>
          <Input
            id="session-timeout"
            type="number"
            min={1}
            max={30}
            value={sessionDays}
            onChange={(event) => onChange({ sessionTimeout: Number(event.target.value) })}
            className="max-w-32"
            aria-describedby="session-timeout-hint"
          />
          <p id="session-timeout-hint" className="text-muted-foreground text-sm">
            You are signed out this long after signing in
            {sessionDays > maxSessionDays
              ? `; the platform allows at most ${maxSessionDays} days, so yours end after ${maxSessionDays}`
              : ''}
            . Idle sessions end sooner by the platform&rsquo;s policy.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
