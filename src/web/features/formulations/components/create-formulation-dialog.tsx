import type { FormulationInput } from '../../../../domain/formulation/formulation-schema.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { readApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useRawMaterialOptions } from '../api/get-raw-material-options.ts';
import { useCreateFormulation } from '../api/mutations.ts';
import type { FormulationForm } from '../lib/form-values.ts';
import { emptyFormValues } from '../lib/form-values.ts';
import { notifySuccess } from '../lib/notify.ts';
import { DialogLoading } from './dialog-loading.tsx';
import { FormulationFormView } from './formulation-form.tsx';

/** "Create Formulation": the form (docs/product-rules.md, "The web app") with its defaults; closes and reloads the list on success. */
export function CreateFormulationDialog({ onClose }: { onClose: () => void }) {
  const rawMaterials = useRawMaterialOptions();
  const create = useCreateFormulation();

  const submit = async (input: FormulationInput, form: FormulationForm) => {
    try {
      await create.mutateAsync(input);
      notifySuccess('Formulation created successfully');
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to create formulation', form);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Create Formulation</DialogTitle>
          <DialogDescription>
            Add a new formulation and its ingredient lines. Costs are computed as you type.
          </DialogDescription>
        </DialogHeader>
        {rawMaterials.data ? (
          <FormulationFormView
            idPrefix="create-formulation"
            defaultValues={emptyFormValues()}
            rawMaterials={rawMaterials.data}
            submitLabel="Create Formulation"
            pendingLabel="Creating..."
            onSubmit={submit}
            onCancel={onClose}
            suggestUse
          />
        ) : (
          <DialogLoading
            error={
              rawMaterials.error && readApiError(rawMaterials.error, 'Failed to load ingredients').message
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
