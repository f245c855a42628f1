import { Bell, Coins, Lock, Server, ToggleRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { CurrencyField, InputField, type SettingsForm, SwitchField } from './settings-fields.tsx';

function SettingsCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <span className="text-primary-ink [&_svg]:size-5" aria-hidden="true">
            {icon}
          </span>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The four cards (docs/product-rules.md, "The web app"), each setting with what it does when saved. */
export function SettingsCards({ form }: { form: SettingsForm }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SettingsCard
        icon={<Server />}
        title="Platform Configuration"
        description="Name, version and access to the platform."
      >
        <div className="space-y-4">
          <InputField form={form} name="platform.name" label="Platform Name" />
          <InputField form={form} name="platform.version" label="Version" />
        </div>
        <div className="mt-2 divide-y">
          <SwitchField
            form={form}
            name="platform.maintenance"
            label="Maintenance Mode"
            description="Only administrators can use the platform; everyone else sees a maintenance page."
          />
          <SwitchField
            form={form}
            name="platform.registrationOpen"
            label="Open Registration"
            description="Anyone with the address can create a Viewer account from the sign-in screen; a link sent to their e-mail confirms it (needs the SMTP server)."
          />
        </div>
      </SettingsCard>
      <SettingsCard
        icon={<Lock />}
        title="Security & Authentication"
        description="Password policy, sessions and sign-in lockout."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="security.passwordPolicy.minLength"
            label="Minimum Password Length"
            type="number"
            min={8}
            max={32}
            hint="8 to 32 characters"
          />
          <InputField
            form={form}
            name="security.sessionTimeoutHours"
            label="Session Timeout (hours)"
            type="number"
            min={1}
            max={168}
            hint="1 to 168 hours idle"
          />
          <InputField
            form={form}
            name="security.maxLoginAttempts"
            label="Maximum Login Attempts"
            type="number"
            min={3}
            max={10}
            hint="3 to 10 from one address, then that address waits 15 minutes"
          />
          <InputField
            form={form}
            name="security.maxSessionDays"
            label="Maximum Session Length (days)"
            type="number"
            min={1}
            max={30}
            hint="1 to 30 days after sign-in"
          />
        </div>
        <div className="mt-2 divide-y">
          <SwitchField
            form={form}
            name="security.passwordPolicy.requireSpecialChar"
            label="Require Special Characters"
            description="Every new password needs one of @$!%*?&."
          />
          <SwitchField
            form={form}
            name="security.passwordPolicy.requireNumbers"
            label="Require Numbers"
            description="Every new password needs a digit."
          />
          <SwitchField
            form={form}
            name="security.passwordPolicy.allowPassphrases"
            label="Allow passphrases of 15 or more characters without the character rules"
            description="For companies following NIST SP 800-63B: a long passphrase needs no capital, digit or special character. Common passwords are refused either way."
          />
          <SwitchField
            form={form}
            name="security.requireTwoFactorForAdmins"
            label="Require Two-Factor for Administrators"
            description="An administrator without two-factor sign-in sets it up at their next sign-in."
          />
        </div>
      </SettingsCard>
      <SettingsCard
        icon={<Bell />}
        title="Notifications"
        description="Channels the platform may notify users on."
      >
        <div className="divide-y">
          <SwitchField
            form={form}
            name="notifications.emailEnabled"
            label="Email Notifications"
            description="Send notifications by e-mail through the SMTP server (SMTP_URL); users choose which in Account Settings."
          />
          {/* Off, the channel is closed for everyone whatever their account settings say (ADR 064). */}
          <SwitchField
            form={form}
            name="notifications.smsEnabled"
            label="SMS Notifications"
            description="Send security and critical alerts by text message through the SMS provider (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM); users turn SMS on in Account Settings."
          />
          <SwitchField
            form={form}
            name="notifications.pushEnabled"
            label="Push Notifications"
            description="Send Web Push notifications to the browsers users subscribed in Account Settings."
          />
        </div>
      </SettingsCard>
      <SettingsCard
        icon={<ToggleRight />}
        title="Feature Management"
        description="A feature turned off disappears from the navigation and its screens and API are closed."
      >
        <div className="divide-y">
          <SwitchField
            form={form}
            name="features.aiIdeation"
            label="AI Ideation"
            description="The AI assistant and ideation sessions."
          />
          <SwitchField
            form={form}
            name="features.costAnalysis"
            label="Cost Analysis"
            description="The Cost Analysis & Optimization screen."
          />
          <SwitchField
            form={form}
            name="features.sustainability"
            label="Sustainability"
            description="Sustainability scores and goals."
          />
          <SwitchField
            form={form}
            name="features.compliance"
            label="Compliance"
            description="Regulatory compliance issues, rules and alerts."
          />
          <SwitchField
            form={form}
            name="features.analytics"
            label="Analytics"
            description="The Analytics screen and its charts."
          />
        </div>
      </SettingsCard>
      <SettingsCard
        icon={<Coins />}
        title="Finance"
        description="The currency every cost is kept in; offers in other currencies convert at the dated exchange rates."
      >
        <CurrencyField
          form={form}
          name="finance.companyCurrency"
          label="Company Currency"
          hint="Existing exchange rates are not converted: enter rates against the new currency."
        />
      </SettingsCard>
    </div>
  );
}
