import type { ConfirmDeleteAlert } from './confirm-delete-alert.tsx';
import { lazyDialog } from './lazy-dialog.tsx';

/**
 * The confirmation every delete asks for (confirm-delete-alert.tsx): its alert dialog loads after the screen has
 * painted, so a screen with a delete button does not carry the dialog primitives in its first download.
 */
export const ConfirmDeleteDialog = lazyDialog(
  async () => (await import('./confirm-delete-alert.tsx')).ConfirmDeleteAlert,
  (props) => props.subject !== null,
) as typeof ConfirmDeleteAlert;
