import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type Supplier, supplierInputSchema } from '../../../../domain/supplier/supplier-schema.ts';
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
import { schemaResolver } from '../../../components/ui/form/form.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateSupplier, useUpdateSupplier } from '../api/supplier-mutations.ts';
import {
  type SupplierFormState,
  supplierFormDefaults,
  toSupplierPayload,
} from '../lib/supplier-form-values.ts';
import { SupplierFormFields } from './supplier-form-fields.tsx';

const resolver = schemaResolver<SupplierFormState>(supplierInputSchema, {
  toPayload: (values) => toSupplierPayload(values),
});

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{supplier ? 'Edit Supplier' : 'Add Supplier'}</DialogTitle>
          <DialogDescription>
            {supplier ? 'Update the supplier’s details.' : 'Add a new supplier to your network.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <SupplierForm key={supplier?.id ?? 'new'} supplier={supplier} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SupplierForm({ supplier, onDone }: { supplier?: Supplier; onDone: () => void }) {
  const idPrefix = useId();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const form = useForm<SupplierFormState>({ resolver, defaultValues: supplierFormDefaults(supplier) });

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = toSupplierPayload(values, supplier?.revision);
    try {
      if (supplier) {
        await update.mutateAsync({ id: supplier.id, payload });
        toast({ title: 'Success', description: 'Supplier updated successfully' });
      } else {
        await create.mutateAsync(payload);
        toast({ title: 'Success', description: 'Supplier added successfully' });
      }
      onDone();
    } catch (error) {
      const { message, fieldErrors } = readApiError(error, 'Failed to update supplier');
      for (const [field, messages] of Object.entries(fieldErrors)) {
        if (field in values && messages[0])
          form.setError(field as keyof SupplierFormState, { message: messages[0] });
      }
      // The failure to add has its own words (docs/product-rules.md, "Supply"); an update shows the server's reason (e.g. a stale revision).
      const description = supplier ? message : 'Failed to add supplier. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <SupplierFormFields form={form} idPrefix={idPrefix} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {supplier ? 'Save Changes' : 'Add Supplier'}
        </Button>
      </DialogFooter>
    </form>
  );
}
