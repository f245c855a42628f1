import { useId } from 'react';
import { REVIEWERS_TEXT, sentForReviewText } from '../../../../domain/change-proposal/reviewers.ts';
import { type Substance, substanceInputSchema } from '../../../../domain/substance/substance-schema.ts';
import { can } from '../../../../domain/user/permissions.ts';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateSubstance, useUpdateSubstance } from '../api/substance-mutations.ts';
import {
  type SubstanceFormState,
  substanceFormDefaults,
  toSubstancePayload,
} from '../lib/substance-form-values.ts';
import { SubstanceFormFields } from './substance-form-fields.tsx';

interface SubstanceFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The substance to edit; none to add one. */
  substance?: Substance;
}

/** "Add Substance" and "Edit Substance" of the catalogue (docs/product-rules.md, "Substances and the label"). */
export function SubstanceFormDialog({ open, onOpenChange, substance }: SubstanceFormDialogProps) {
  const idPrefix = useId();
  const create = useCreateSubstance();
  const update = useUpdateSubstance();
  return (
    <FormDialog<SubstanceFormState>
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-2xl"
      formClassName="space-y-6"
      title={substance ? 'Edit Substance' : 'Add Substance'}
      description={
        substance
          ? 'Update the substance. Labels and checks of the formulations that hold it follow.'
          : 'Add a substance to the catalogue that raw material compositions are made of.'
      }
      formKey={substance?.id ?? 'new'}
      // The server's own schema checks the form: the same messages on the same fields, before anything is sent.
      schema={substanceInputSchema}
      toPayload={(values) => toSubstancePayload(values)}
      defaultValues={substanceFormDefaults(substance)}
      submitLabel={substance ? 'Save Changes' : 'Add Substance'}
      onSubmit={async (values) => {
        // The revision it was read at: a stale one is refused with 409 and the toast says so.
        const payload = toSubstancePayload(values, substance?.revision);
        if (substance) {
          const saved = await update.mutateAsync({ id: substance.id, payload });
          toast(
            saved.proposal
              ? {
                  title: 'Sent for review',
                  description: sentForReviewText(saved.proposal),
                }
              : { title: 'Success', description: 'Substance updated successfully' },
          );
        } else {
          await create.mutateAsync(payload);
          toast({ title: 'Success', description: 'Substance created successfully' });
        }
      }}
      onError={(error, form) =>
        notifyError(error, substance ? 'Failed to update substance' : 'Failed to create substance', form)
      }
    >
      {(form) => (
        <>
          <GovernanceNotice substance={substance} />
          <SubstanceFormFields form={form} idPrefix={idPrefix} substanceId={substance?.id} />
        </>
      )}
    </FormDialog>
  );
}

/**
 * What awaits review for this substance, and, for those who may not change the governed fields directly, that a
 * change to them is sent for review (ADR 037).
 */
function GovernanceNotice({ substance }: { substance?: Substance }) {
  const { user } = useAuth();
  const pending = substance?.pendingChanges ?? [];
  const direct = can(user, 'write', 'change_proposals');
  if (pending.length === 0 && (direct || !substance)) return null;
  return (
    <div className="space-y-1 rounded-md border p-3 text-sm">
      {pending.map((change) => (
        <p key={change.proposalId}>
          Awaiting review: {change.fields.join(', ')}, proposed by {change.proposedBy ?? 'a former user'}.
        </p>
      ))}
      {!direct && substance && (
        <p className="text-muted-foreground">
          Changes to the allergen flag, CAS numbers, natural origin index and counts as are sent to{' '}
          {REVIEWERS_TEXT} for approval; the other fields are saved at once.
        </p>
      )}
    </div>
  );
}
