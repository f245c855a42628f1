import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type PasswordFormValues, passwordFormSchema } from '../../../../domain/profile/profile-schema.ts';
import { passwordStrength, strengthLabel } from '../../../../domain/user/password.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api.ts';
import { TextField } from './text-field.tsx';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const score = passwordStrength(form.watch('newPassword') ?? '');

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
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
      for (const field of ['currentPassword', 'newPassword'] as const) {
        const fieldMessage = fieldErrors[field]?.[0];
        if (fieldMessage) form.setError(field, { message: fieldMessage });
      }
      toast({
        variant: 'destructive',
        title: 'Password Update Failed',
        description: status && status < 500 ? message : 'Failed to update your password. Please try again.',
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>
          8 to 128 characters with upper and lower case, a number and one of @$!%*?&.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
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
          </div>
          <TextField
            id="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" disabled={change.isPending}>
            Update Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
