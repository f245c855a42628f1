import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type AdminUser,
  type AdminUserInput,
  type AdminUserValues,
  adminUserFormSchema,
  type CreatedUser,
} from '../../../../domain/user/admin-user.ts';
import { passwordHint } from '../../../../domain/user/password.ts';
import { ROLES, roleLabel } from '../../../../domain/user/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { readApiError } from '../../../lib/api.ts';
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

/** "Add User" and "Edit User" (spec part 2 §2, §5, §8). */
export function UserFormDialog({ open, onOpenChange, user, isSelf, onCreated }: UserFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user ? 'Edit User' : 'Add User'}</DialogTitle>
          <DialogDescription>
            {user
              ? 'Update the user’s details and role. A new role or password signs them out everywhere.'
              : 'Set an initial password, or leave it empty to get an invitation link to hand over.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <UserForm
            key={user?.id ?? 'new'}
            user={user}
            isSelf={isSelf}
            onDone={(created) => {
              onOpenChange(false);
              if (created) onCreated?.(created);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UserForm({
  user,
  isSelf,
  onDone,
}: {
  user?: AdminUser;
  isSelf?: boolean;
  onDone: (created?: CreatedUser) => void;
}) {
  const id = useId();
  const policy = usePasswordPolicy();
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<AdminUserInput, unknown, AdminUserValues>({
    resolver: zodResolver(adminUserFormSchema(policy)),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      role: (user?.role as AdminUserInput['role']) ?? 'viewer',
      password: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (user) {
        await update.mutateAsync({ id: user.id, input: { ...values, revision: user.revision } });
        toast({ title: 'Success', description: 'User updated successfully' });
        onDone();
      } else {
        const created = await create.mutateAsync(values);
        toast({ title: 'Success', description: 'User added successfully' });
        onDone(created);
      }
    } catch (error) {
      const { message, fieldErrors } = readApiError(
        error,
        user ? 'Failed to update user' : 'Failed to add user',
      );
      for (const [field, messages] of Object.entries(fieldErrors)) {
        if (field in values && messages[0])
          form.setError(field as keyof AdminUserInput, { message: messages[0] });
      }
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

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
    <form noValidate onSubmit={onSubmit} className="space-y-4">
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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {user ? 'Save Changes' : 'Add User'}
        </Button>
      </DialogFooter>
    </form>
  );
}
