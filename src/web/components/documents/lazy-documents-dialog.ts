import { lazyDialog } from '../ui/lazy-dialog.tsx';

// A raw material's or supplier's documents (ADR 069): loaded when first opened, out of the screens' first download.
export const DocumentsDialog = lazyDialog(
  async () => (await import('./documents-dialog.tsx')).DocumentsDialog,
  (props) => props.owner !== null,
);
