import { Check, X } from 'lucide-react';
import { type PasswordFormValues, passwordFormSchema } from '../../../../domain/profile/profile-schema.ts';
import {
  type PasswordPolicy,
  passwordChecklist,
  passwordHint,
  passwordStrength,
  strengthLabel,
} from '../../../../domain/user/password.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Form, type FormApi } from '../../../components/ui/form/form.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { readApiError } from '../../../lib/api.ts';
import { usePasswordPolicy } from '../../../lib/password-policy.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/index.ts';
import { TextField } from './text-field.tsx';

/**
 * Change Password (docs/product-rules.md, "The web app"): the hint, the 0-5 meter and the checklist follow the policy in force. With
 * two-factor sign-in on, the authenticator's code is asked too (ADR 030).
 */
export function ChangePasswordForm({ twoFactor = false }: { twoFactor?: boolean }) {
  const change = useChangePassword();
  const policy = usePasswordPolicy();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>{passwordHint(policy)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form<PasswordFormValues>
          schema={passwordFormSchema(policy)}
          defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
          onSubmit={async ({ currentPassword, newPassword, code }, form) => {
            try {
              await change.mutateAsync({ currentPassword, newPassword, ...(code && { code }) });
              form.reset();
              toast({
                variant: 'success',
                title: 'Password Updated',
                description: 'Your other sessions were signed out.',
              });
            } catch (error) {
              const { status, message, fieldErrors } = readApiError(
                error,
                'Failed to update your password. Please try again.',
              );
              for (const field of ['currentPassword', 'newPassword', 'code'] as const) {
                const fieldMessage = fieldErrors[field]?.[0];
                if (fieldMessage) form.setError(field, { message: fieldMessage });
              }
              toast({
                variant: 'destructive',
                title: 'Password Update Failed',
                description:
                  status && status < 500 ? message : 'Failed to update your password. Please try again.',
              });
            }
          }}
        >
          {(form) => (
            <PasswordFields form={form} policy={policy} twoFactor={twoFactor} saving={change.isPending} />
          )}
        </Form>
      </CardContent>
    </Card>
  );
}

function PasswordFields({
  form,
  policy,
  twoFactor,
  saving,
}: {
  form: FormApi<PasswordFormValues>;
  policy: PasswordPolicy;
  twoFactor: boolean;
  saving: boolean;
}) {
  const { errors } = form.formState;
  const newPassword = form.watch('newPassword') ?? '';
  const score = passwordStrength(newPassword, policy);
  return (
    <>
      <TextField
        id="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        id="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <div className="space-y-1" aria-live="polite">
        <Progress value={(score / 5) * 100} aria-label="Password strength" />
        <p className="text-muted-foreground text-sm">
          Strength: <span className="font-medium text-foreground">{strengthLabel(score)}</span> ({score}
          /5)
        </p>
        <ul className="space-y-0.5 text-sm" aria-label="Password rules">
          {passwordChecklist(newPassword, policy).map((rule) => (
            <li
              key={rule.label}
              className={
                rule.met
                  ? 'flex items-center gap-1.5 text-success-ink'
                  : 'flex items-center gap-1.5 text-muted-foreground'
              }
            >
              {rule.met ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <X className="size-4" aria-hidden="true" />
              )}
              <span>
                {rule.label}
                <span className="sr-only">{rule.met ? ' (met)' : ' (not met)'}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <TextField
        id="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {twoFactor && (
        <TextField
          id="passwordCode"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...form.register('code')}
        />
      )}
      <Button type="submit" disabled={saving}>
        Update Password
      </Button>
    </>
  );
}
