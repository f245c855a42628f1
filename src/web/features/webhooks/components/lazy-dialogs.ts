import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The endpoint form carries zod, react-hook-form and the switches: fetched once the screen is idle, so the screen's
// first download stays small (docs/product-rules.md, "Budgets") and the dialog still opens at once.
export const WebhookFormDialog = lazyDialog(
  async () => (await import('./webhook-form-dialog.tsx')).WebhookFormDialog,
  (props) => props.open,
);
export const DeleteWebhookDialog = lazyDialog(
  async () => (await import('./delete-webhook-dialog.tsx')).DeleteWebhookDialog,
  (props) => props.endpoint !== null,
);
