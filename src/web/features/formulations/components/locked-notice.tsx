import { CopyPlus, Lock } from 'lucide-react';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { LOCKED_MESSAGE } from '../lib/notify.ts';
import { useDuplicateVersion } from '../lib/use-duplicate-version.ts';

/** In place of the edit form for an approved formulation: it is locked; a new version can be made. */
export function LockedNotice({
  formulation,
  onClose,
  onDuplicated,
}: {
  formulation: Formulation;
  onClose: () => void;
  onDuplicated: (id: string) => void;
}) {
  const duplicate = useDuplicateVersion(onDuplicated);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Lock className="size-5" aria-hidden="true" />
          Formulation Locked
        </DialogTitle>
        <DialogDescription>{LOCKED_MESSAGE}</DialogDescription>
      </DialogHeader>
      <p className="text-sm">
        Version {formulation.version} of “{formulation.name}” is approved, so its recipe and costs stay as
        they were approved. Duplicating it creates the product's next version as a draft with the same
        ingredient lines, and opens it for editing.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => duplicate.run(formulation.id)} disabled={duplicate.isPending}>
          <CopyPlus aria-hidden="true" />
          {duplicate.isPending ? 'Duplicating...' : 'Duplicate as new version'}
        </Button>
      </DialogFooter>
    </>
  );
}
