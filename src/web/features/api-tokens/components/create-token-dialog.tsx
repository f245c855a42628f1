import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { accessLabel, TOKEN_ACCESS } from '../../../../domain/integrations/token-rules.ts';
import type { CreatedToken } from '../../../../domain/integrations/tokens.ts';
import { ROLES, roleLabel } from '../../../../domain/user/roles.ts';
import type { FormApi } from '../../../components/ui/form/form.tsx';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { readApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { defaultExpiryInput, expiryFromDateInput, latestExpiryInput, toDateInput } from '../lib/expiry.ts';
import { type TokenFormInput, type TokenFormValues, tokenFormSchema } from '../lib/token-form.ts';

interface CreateTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** A service token: the form asks for the role it acts with. */
  withRole?: boolean;
  create: (values: TokenFormValues) => Promise<CreatedToken>;
  onCreated: (created: CreatedToken) => void;
}

/** "Create Token" and "Create Service Token": name, expiry date, access and, for a service token, its role. */
export function CreateTokenDialog({
  open,
  onOpenChange,
  title,
  description,
  withRole = false,
  create,
  onCreated,
}: CreateTokenDialogProps) {
  return (
    <FormDialog<TokenFormInput, TokenFormValues, CreatedToken>
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      schema={tokenFormSchema({ withRole })}
      defaultValues={{
        name: '',
        expiresOn: defaultExpiryInput(new Date()),
        // The least a token may do: write access is a choice made on purpose.
        access: 'read',
        role: withRole ? 'viewer' : undefined,
      }}
      submitLabel={title}
      // The created token's dialog follows: the caller swaps this one for it.
      stayOpen
      onSubmit={(values) => create(values)}
      onSuccess={onCreated}
      onError={(error, form) => {
        const { message, fieldErrors } = readApiError(error, 'Failed to create token');
        // The server names the instant (expiresAt); the form asks for a day.
        const fields: Record<string, keyof TokenFormInput> = {
          name: 'name',
          expiresAt: 'expiresOn',
          access: 'access',
          role: 'role',
        };
        for (const [field, messages] of Object.entries(fieldErrors)) {
          const name = fields[field];
          if (name && messages[0]) form.setError(name, { message: messages[0] });
        }
        toast({ title: 'Error', description: message, variant: 'destructive' });
      }}
    >
      {(form) => <TokenFields form={form} withRole={withRole} />}
    </FormDialog>
  );
}

function TokenFields({
  form,
  withRole,
}: {
  form: FormApi<TokenFormInput, TokenFormValues>;
  withRole: boolean;
}) {
  const id = useId();
  // The date limits are fixed when the form opens; the schema still checks against the moment of submitting.
  const { today, latest } = useMemo(() => {
    const now = new Date();
    return { today: toDateInput(now), latest: latestExpiryInput(now) };
  }, []);
  const { errors } = form.formState;

  return (
    <>
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(control) => (
          <Input {...control} autoComplete="off" placeholder="e.g. ERP sync" {...form.register('name')} />
        )}
      </FormField>
      <FormField
        id={`${id}-expires`}
        label="Expiry date"
        error={errors.expiresOn?.message}
        hint={`The token stops working after this day. At most one year ahead: ${formatDate(expiryFromDateInput(latest))} at the latest.`}
      >
        {(control) => (
          <Input {...control} type="date" min={today} max={latest} {...form.register('expiresOn')} />
        )}
      </FormField>
      <FormField
        id={`${id}-access`}
        label="Access"
        error={errors.access?.message}
        hint="A read-only token can only read data; read & write may also change what its role allows."
      >
        {(control) => (
          <Controller
            control={form.control}
            name="access"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TOKEN_ACCESS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {accessLabel(value)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      {withRole && (
        <FormField
          id={`${id}-role`}
          label="Role"
          error={errors.role?.message}
          hint="The token acts with this role's rights, and only while you remain an administrator."
        >
          {(control) => (
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue placeholder="Select a role" />
                  </SelectTrigger>
                  <SelectContent>
                    {ROLES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {roleLabel(value)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      )}
    </>
  );
}
