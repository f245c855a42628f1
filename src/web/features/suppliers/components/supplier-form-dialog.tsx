import { useId } from 'react';
import { type Supplier, supplierInputSchema } from '../../../../domain/supplier/supplier-schema.ts';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateSupplier, useUpdateSupplier } from '../api/supplier-mutations.ts';
import {
  type SupplierFormState,
  supplierFormDefaults,
  toSupplierPayload,
} from '../lib/supplier-form-values.ts';
import { SupplierFormFields } from './supplier-form-fields.tsx';

/** "Add Supplier" (docs/product-rules.md, "Supply") and "Edit Supplier" (the same form, with the revision it read). */
export function SupplierFormDialog({
  open,
  onOpenChange,
  supplier,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  supplier?: Supplier;
}) {
  const idPrefix = useId();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  return (
    <FormDialog<SupplierFormState>
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-2xl"
      formClassName="space-y-6"
      title={supplier ? 'Edit Supplier' : 'Add Supplier'}
      description={supplier ? 'Update the supplier’s details.' : 'Add a new supplier to your network.'}
      formKey={supplier?.id ?? 'new'}
      schema={supplierInputSchema}
      toPayload={(values) => toSupplierPayload(values)}
      defaultValues={supplierFormDefaults(supplier)}
      submitLabel={supplier ? 'Save Changes' : 'Add Supplier'}
      onSubmit={async (values) => {
        const payload = toSupplierPayload(values, supplier?.revision);
        if (supplier) {
          await update.mutateAsync({ id: supplier.id, payload });
          toast({ title: 'Success', description: 'Supplier updated successfully' });
        } else {
          await create.mutateAsync(payload);
          toast({ title: 'Success', description: 'Supplier added successfully' });
        }
      }}
      onError={(error, form) => {
        const values = form.getValues();
        // The failure to add has its own words (docs/product-rules.md, "Supply"); an update shows the server's reason (e.g. a stale revision).
        notifyError(error, 'Failed to update supplier', form, {
          fields: (field) => field in values,
          description: supplier ? undefined : 'Failed to add supplier. Please try again.',
        });
      }}
    >
      {(form) => <SupplierFormFields form={form} idPrefix={idPrefix} />}
    </FormDialog>
  );
}
