import { useEffect } from 'react';
import {
  type ProfileFormValues,
  type ProfileUpdate,
  profileUpdateSchema,
} from '../../../../domain/profile/profile-schema.ts';
import type { User } from '../../../../domain/user/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Form, type FormApi } from '../../../components/ui/form/form.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useEmailState, useUpdateProfile } from '../api/index.ts';
import { TextField } from './text-field.tsx';

type FormValues = ProfileFormValues & { currentPassword?: string; code?: string };

function valuesOf(user: User): FormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    phone: user.phone ?? '',
    company: user.company ?? '',
    bio: user.bio ?? '',
  };
}

/**
 * Personal Information (docs/product-rules.md, "The web app"). A new e-mail asks for the current password (and the code with two-factor
 * sign-in on) and changes only once the link sent to it is followed (ADR 030).
 */
export function PersonalInfoForm({ user }: { user: User }) {
  const update = useUpdateProfile();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>Your name and contact details as colleagues see them.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form<FormValues, ProfileUpdate>
          schema={profileUpdateSchema}
          defaultValues={valuesOf(user)}
          onSubmit={async (values, form) => {
            try {
              const saved = await update.mutateAsync(values);
              if (saved.pendingEmail) {
                toast({
                  variant: 'success',
                  title: 'Confirm your new e-mail',
                  description: `We sent a link to ${saved.pendingEmail}. Your sign-in e-mail changes when you follow it.`,
                });
              } else {
                toast({
                  variant: 'success',
                  title: 'Profile Updated',
                  description: 'Your personal information was saved.',
                });
              }
              form.reset(valuesOf(user));
            } catch (error) {
              const { status, message, fieldErrors } = readApiError(error);
              if (status === 409) form.setError('email', { message });
              for (const [field, messages] of Object.entries(fieldErrors)) {
                form.setError(field as keyof FormValues, { message: messages[0] });
              }
              toast({
                variant: 'destructive',
                title: 'Update Failed',
                description: 'Failed to update your profile. Please try again.',
              });
            }
          }}
        >
          {(form) => <PersonalInfoFields form={form} user={user} saving={update.isPending} />}
        </Form>
      </CardContent>
    </Card>
  );
}

function PersonalInfoFields({
  form,
  user,
  saving,
}: {
  form: FormApi<FormValues, ProfileUpdate>;
  user: User;
  saving: boolean;
}) {
  const { data: emailState } = useEmailState();
  const { errors, isDirty } = form.formState;
  // The saved profile is the form's start again whenever it changes (after a save, or from another tab).
  useEffect(() => form.reset(valuesOf(user)), [user, form]);
  const email = form.watch('email') ?? '';
  const emailChanging = email.trim().toLowerCase() !== user.email.toLowerCase();

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="firstName"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id="lastName"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {emailState?.pendingEmail && !emailChanging && (
        <p className="text-muted-foreground text-sm">
          Waiting for confirmation: {emailState.pendingEmail}. Follow the link we sent there to sign in with
          it.
        </p>
      )}
      {emailChanging && (
        <div className="space-y-4 rounded-md border p-4">
          <p className="text-muted-foreground text-sm">
            Changing your sign-in e-mail needs your password. We will send a link to the new address; your
            e-mail changes when you follow it.
          </p>
          <TextField
            id="emailCurrentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          {user.twoFactorEnabled && (
            <TextField
              id="emailCode"
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.code?.message}
              {...form.register('code', { setValueAs: (value: string) => value || undefined })}
            />
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          id="company"
          label="Company"
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register('company')}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="bio">Bio</Label>
        <Textarea
          id="bio"
          rows={4}
          aria-invalid={!!errors.bio}
          aria-describedby={errors.bio ? 'bio-error' : undefined}
          {...form.register('bio')}
        />
        <FieldError id="bio-error">{errors.bio?.message}</FieldError>
      </div>
      <Button type="submit" disabled={!isDirty || saving}>
        Save Changes
      </Button>
    </>
  );
}
