import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The user form carries zod, react-hook-form and the selects: fetched once the screen is idle and shown when first opened, so the screen's first
// download stays within the route budget (docs/product-rules.md, "Budgets").
export const UserFormDialog = lazyDialog(
  async () => (await import('./user-form-dialog.tsx')).UserFormDialog,
  (props) => props.open,
);
// The one-time invitation link (the dialog primitives): fetched once the screen is idle.
export const InvitationDialog = lazyDialog(
  async () => (await import('./invitation-dialog.tsx')).InvitationDialog,
  (props) => props.invite !== null,
);
// A user's sessions (ADR 030): fetched once the screen is idle, opened from the row's "Sessions" button.
export const UserSessionsDialog = lazyDialog(
  async () => (await import('./user-sessions-dialog.tsx')).UserSessionsDialog,
  (props) => props.user !== null,
);
