import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  type AdminUser,
  type AdminUserInput,
  type AdminUserValues,
  adminUserFormSchema,
  type CreatedUser,
} from '../../../../domain/user/admin-user.ts';
import { passwordHint } from '../../../../domain/user/password.ts';
import { ROLES, roleLabel } from '../../../../domain/user/roles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import type { FormApi } from '../../../components/ui/form/form.tsx';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { usePasswordPolicy } from '../../../lib/password-policy.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateUser, useUpdateUser } from '../api/users.ts';

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; none to add one. */
  user?: AdminUser;
  /** Editing oneself: the role cannot change. */
  isSelf?: boolean;
  /** A new user was added; carries the invitation link when no password was set. */
  onCreated?: (created: CreatedUser) => void;
}

/** "Add User" and "Edit User" (docs/product-rules.md, "The web app"). */
export function UserFormDialog({ open, onOpenChange, user, isSelf, onCreated }: UserFormDialogProps) {
  const policy = usePasswordPolicy();
  const create = useCreateUser();
  const update = useUpdateUser();
  return (
    <FormDialog<AdminUserInput, AdminUserValues, CreatedUser | undefined>
      open={open}
      onOpenChange={onOpenChange}
      title={user ? 'Edit User' : 'Add User'}
      description={
        user
          ? 'Update the user’s details and role. A new role or password signs them out everywhere.'
          : 'Set an initial password, or leave it empty to get an invitation link to hand over.'
      }
      formKey={user?.id ?? 'new'}
      schema={adminUserFormSchema(policy)}
      defaultValues={{
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        email: user?.email ?? '',
        role: (user?.role as AdminUserInput['role']) ?? 'viewer',
        password: '',
      }}
      submitLabel={user ? 'Save Changes' : 'Add User'}
      onSubmit={async (values) => {
        if (user) {
          await update.mutateAsync({ id: user.id, input: { ...values, revision: user.revision } });
          toast({ title: 'Success', description: 'User updated successfully' });
          return undefined;
        }
        const created = await create.mutateAsync(values);
        toast({ title: 'Success', description: 'User added successfully' });
        return created;
      }}
      onSuccess={(created) => {
        if (created) onCreated?.(created);
      }}
      onError={(error, form) =>
        notifyError(error, user ? 'Failed to update user' : 'Failed to add user', form)
      }
    >
      {(form) => <UserFields form={form} user={user} isSelf={isSelf} policy={policy} />}
    </FormDialog>
  );
}

function UserFields({
  form,
  user,
  isSelf,
  policy,
}: {
  form: FormApi<AdminUserInput, AdminUserValues>;
  user?: AdminUser;
  isSelf?: boolean;
  policy: ReturnType<typeof usePasswordPolicy>;
}) {
  const id = useId();
  const { errors } = form.formState;

  const field = (name: 'firstName' | 'lastName' | 'email' | 'password', label: string, props = {}) => (
    <div className="space-y-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...props}
        {...form.register(name)}
      />
      <FieldError id={`${id}-${name}-error`}>{errors[name]?.message}</FieldError>
    </div>
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'First Name', { autoComplete: 'off' })}
        {field('lastName', 'Last Name', { autoComplete: 'off' })}
      </div>
      {field('email', 'Email', { type: 'email', autoComplete: 'off' })}
      <div className="space-y-2">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <Controller
          control={form.control}
          name="role"
          render={({ field: roleField }) => (
            <Select value={roleField.value} onValueChange={roleField.onChange} disabled={isSelf}>
              <SelectTrigger id={`${id}-role`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ROLES.map((role) => (
                  <SelectItem key={role} value={role}>
                    {roleLabel(role)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        {isSelf && <p className="text-muted-foreground text-xs">You cannot change your own role.</p>}
      </div>
      {field('password', user ? 'New Password (optional)' : 'Initial Password (optional)', {
        type: 'password',
        autoComplete: 'new-password',
      })}
      <p className="-mt-2 text-muted-foreground text-xs">{passwordHint(policy)}</p>
    </>
  );
}
