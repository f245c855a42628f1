import { useState } from 'react';
import type { FormulationDetail, FormulationLine } from '../../../../domain/formulation/formulation.ts';
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
import { useFormulation, useFormulationLines } from '../api/get-formulation.ts';
import { type RawMaterialOption, useRawMaterialOptions } from '../api/get-raw-material-options.ts';
import { useUpdateFormulation } from '../api/mutations.ts';
import type { FormulationForm } from '../lib/form-values.ts';
import { toFormValues } from '../lib/form-values.ts';
import { isLockedConflict, isStaleConflict, notifySuccess } from '../lib/notify.ts';
import { DialogLoading } from './dialog-loading.tsx';
import { FormulationFormView } from './formulation-form.tsx';
import { LockedNotice } from './locked-notice.tsx';

interface EditFormulationDialogProps {
  id: string;
  onClose: () => void;
  /** Called with the new version's id after "Duplicate as new version" on a locked formulation. */
  onEditVersion: (id: string) => void;
}

/**
 * "Edit Formulation" (docs/product-rules.md, "The web app"): loads the formulation and its lines when it opens. An approved formulation
 * is locked: the dialog explains it and offers to duplicate it as a new version instead.
 */
export function EditFormulationDialog({ id, onClose, onEditVersion }: EditFormulationDialogProps) {
  const detail = useFormulation(id, { fresh: true });
  const lines = useFormulationLines(id, { fresh: true });
  const rawMaterials = useRawMaterialOptions();
  // Decided from what was read when the dialog opened, so a reload while it closes does not flip it.
  const [locked, setLocked] = useState<boolean | null>(null);
  // Bumped to remount the form with the latest version after a stale save.
  const [reloads, setReloads] = useState(0);
  // Only what was read after opening counts: a cached copy may predate the last save.
  const loaded = detail.isFetchedAfterMount && lines.isFetchedAfterMount;
  if (locked === null && loaded && detail.data) setLocked(detail.data.status === 'approved');

  const loadError = detail.error ?? lines.error ?? rawMaterials.error;
  const ready = loaded && detail.data && lines.data && rawMaterials.data && locked !== null;

  const reload = async () => {
    const [fresh] = await Promise.all([detail.refetch(), lines.refetch()]);
    setLocked(fresh.data?.status === 'approved');
    setReloads((count) => count + 1);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        {locked ? (
          <LockedNotice formulation={detail.data!} onClose={onClose} onDuplicated={onEditVersion} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Edit Formulation</DialogTitle>
              <DialogDescription>Update the formulation's details and ingredient lines.</DialogDescription>
            </DialogHeader>
            {ready ? (
              <EditForm
                key={reloads}
                formulation={detail.data!}
                lines={lines.data!}
                rawMaterials={rawMaterials.data!}
                onClose={onClose}
                onStale={reload}
                onLocked={() => {
                  setLocked(true);
                  void detail.refetch();
                }}
              />
            ) : (
              <DialogLoading
                error={loadError && readApiError(loadError, 'Failed to load formulation').message}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface EditFormProps {
  formulation: FormulationDetail;
  lines: FormulationLine[];
  rawMaterials: RawMaterialOption[];
  onClose: () => void;
  onStale: () => Promise<void>;
  onLocked: () => void;
}

function EditForm({ formulation, lines, rawMaterials, onClose, onStale, onLocked }: EditFormProps) {
  const update = useUpdateFormulation();
  // What the form was filled from: later reloads of the queries do not overwrite what the user typed.
  const [opened] = useState(() => ({
    values: toFormValues(formulation, lines),
    revision: formulation.revision,
  }));

  const submit = async (input: FormulationInput, form: FormulationForm) => {
    try {
      await update.mutateAsync({ id: formulation.id, input, revision: opened.revision });
      notifySuccess('Formulation updated successfully');
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to update formulation', form);
      if (isLockedConflict(error)) onLocked();
      else if (isStaleConflict(error)) await onStale();
    }
  };

  return (
    <FormulationFormView
      idPrefix={`edit-formulation-${formulation.id}`}
      defaultValues={opened.values}
      rawMaterials={rawMaterials}
      submitLabel="Update Formulation"
      pendingLabel="Updating..."
      onSubmit={submit}
      onCancel={onClose}
    />
  );
}
