import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { REVIEWERS_TEXT, sentForReviewText } from '../../../../domain/change-proposal/reviewers.ts';
import { type Substance, substanceInputSchema } from '../../../../domain/substance/substance-schema.ts';
import { can } from '../../../../domain/user/permissions.ts';
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

// The server's own schema checks the form: the same messages on the same fields, before anything is sent.
const resolver = schemaResolver<SubstanceFormState>(substanceInputSchema, {
  toPayload: (values) => toSubstancePayload(values),
});

interface SubstanceFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The substance to edit; none to add one. */
  substance?: Substance;
}

/** "Add Substance" and "Edit Substance" of the catalogue (docs/product-rules.md, "Substances and the label"). */
export function SubstanceFormDialog({ open, onOpenChange, substance }: SubstanceFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{substance ? 'Edit Substance' : 'Add Substance'}</DialogTitle>
          <DialogDescription>
            {substance
              ? 'Update the substance. Labels and checks of the formulations that hold it follow.'
              : 'Add a substance to the catalogue that raw material compositions are made of.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <SubstanceForm
            key={substance?.id ?? 'new'}
            substance={substance}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
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

function SubstanceForm({ substance, onDone }: { substance?: Substance; onDone: () => void }) {
  const idPrefix = useId();
  const create = useCreateSubstance();
  const update = useUpdateSubstance();
  const form = useForm<SubstanceFormState>({ resolver, defaultValues: substanceFormDefaults(substance) });

  const onSubmit = form.handleSubmit(async (values) => {
    // The revision it was read at: a stale one is refused with 409 and the toast says so.
    const payload = toSubstancePayload(values, substance?.revision);
    try {
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
      onDone();
    } catch (error) {
      notifyError(error, substance ? 'Failed to update substance' : 'Failed to create substance', form);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <GovernanceNotice substance={substance} />
      <SubstanceFormFields form={form} idPrefix={idPrefix} substanceId={substance?.id} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {substance ? 'Save Changes' : 'Add Substance'}
        </Button>
      </DialogFooter>
    </form>
  );
}
