import { type ReactNode, useState } from 'react';
import { useRetained } from '../../lib/use-retained.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog.tsx';

/**
 * The confirmation every delete asks for: open while there is a subject, its Delete button disabled until
 * `onConfirm` settles (the dialog stays open meanwhile; the caller closes it, on success or on failure as its
 * screen wants), and the subject's text kept while the dialog fades out.
 */
export function ConfirmDeleteAlert<T>({
  subject: current,
  title,
  description,
  onConfirm,
  onClose,
  pendingLabel,
  confirmLabel = 'Delete',
}: {
  subject: T | null;
  title: string;
  description: (subject: T) => ReactNode;
  onConfirm: (subject: T) => Promise<void>;
  onClose: () => void;
  /** The button's text while the request runs, when the screen names one ("Deleting..."). */
  pendingLabel?: string;
  /** The confirm button's text when the action is not a plain delete ("Revoke"). */
  confirmLabel?: string;
}) {
  const subject = useRetained(current);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!current || busy) return;
    setBusy(true);
    try {
      await onConfirm(current);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={current !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{subject ? description(subject) : ''}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              void confirm();
            }}
          >
            {busy && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
