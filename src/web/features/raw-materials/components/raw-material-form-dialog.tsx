import { useId } from 'react';
import type { ChangeProposal } from '../../../../domain/change-proposal/change-proposal-schema.ts';
import { sentForReviewText } from '../../../../domain/change-proposal/reviewers.ts';
import {
  type RawMaterial,
  rawMaterialInputSchema,
} from '../../../../domain/raw-material/raw-material-schema.ts';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateRawMaterial, useUpdateRawMaterial } from '../api/raw-material-mutations.ts';
import { recomputedNote } from '../lib/raw-material-display.ts';
import {
  type RawMaterialFormState,
  rawMaterialFormDefaults,
  toRawMaterialPayload,
} from '../lib/raw-material-form-values.ts';
import { RawMaterialFormFields } from './raw-material-form-fields.tsx';

interface RawMaterialFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The raw material to edit; none to add one. */
  rawMaterial?: RawMaterial;
}

/**
 * The save's one toast (only one shows at a time): the spec's success text, and when a function of use its saver
 * may not set went to the regulatory role (ADR 037), that it awaits approval while the rest was saved.
 */
const savedToast = (saved: string, proposal: ChangeProposal | null) => ({
  title: 'Success',
  description: proposal ? `${saved.replace(/\.$/, '')}. ${sentForReviewText(proposal)}` : saved,
});

/** "Add Ingredient" and "Edit Ingredient" (docs/product-rules.md, "The web app"). */
export function RawMaterialFormDialog({ open, onOpenChange, rawMaterial }: RawMaterialFormDialogProps) {
  const idPrefix = useId();
  const create = useCreateRawMaterial();
  const update = useUpdateRawMaterial();
  return (
    <FormDialog<RawMaterialFormState>
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-2xl"
      formClassName="space-y-6"
      title={rawMaterial ? 'Edit Ingredient' : 'Add Ingredient'}
      description={
        rawMaterial
          ? 'Update the ingredient. A new unit cost or unit recomputes every formulation that uses it.'
          : 'Add a new ingredient to your inventory.'
      }
      formKey={rawMaterial?.id ?? 'new'}
      schema={rawMaterialInputSchema}
      toPayload={(values) => toRawMaterialPayload(values)}
      defaultValues={rawMaterialFormDefaults(rawMaterial)}
      submitLabel={rawMaterial ? 'Save Changes' : 'Add Ingredient'}
      onSubmit={async (values) => {
        const payload = toRawMaterialPayload(values, rawMaterial?.revision);
        if (rawMaterial) {
          const updated = await update.mutateAsync({ id: rawMaterial.id, payload });
          const note = recomputedNote(updated.recomputedFormulations);
          toast(
            savedToast(
              note ? `Ingredient updated successfully. ${note}.` : 'Ingredient updated successfully',
              updated.proposal,
            ),
          );
        } else {
          const created = await create.mutateAsync(payload);
          toast(savedToast('Ingredient created successfully', created.proposal));
        }
      }}
      onError={(error, form) => {
        const values = form.getValues();
        notifyError(
          error,
          rawMaterial ? 'Failed to update ingredient' : 'Failed to create ingredient',
          form,
          {
            // Row paths too: "ifraLimits.1.category".
            fields: (field) => field in values || field.startsWith('ifraLimits.'),
          },
        );
      }}
    >
      {(form) => <RawMaterialFormFields form={form} idPrefix={idPrefix} editing={!!rawMaterial} />}
    </FormDialog>
  );
}
