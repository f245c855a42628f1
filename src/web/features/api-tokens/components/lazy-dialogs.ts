import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The form carries zod, react-hook-form and the selects: fetched once the screen is idle and shown when first opened, so the screens' first download
// stays within the route budget (docs/product-rules.md, "Budgets").
export const CreateTokenDialog = lazyDialog(
  async () => (await import('./create-token-dialog.tsx')).CreateTokenDialog,
  (props) => props.open,
);
// The new token's one-time display and the revoke confirmation: fetched once the screen is idle.
export const TokenCreatedDialog = lazyDialog(
  async () => (await import('./token-created-dialog.tsx')).TokenCreatedDialog,
  (props) => props.created !== null,
);
export const RevokeTokenDialog = lazyDialog(
  async () => (await import('./revoke-token-dialog.tsx')).RevokeTokenDialog,
  (props) => props.token !== null,
);
