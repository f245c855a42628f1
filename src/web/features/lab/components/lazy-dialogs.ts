import { lazyDialog, shownWhileMounted } from '../../../components/ui/lazy-dialog.tsx';

// The lab's dialogs carry their forms and the domain schemas: fetched once the screen is idle and shown when first
// opened, so the screen's first download stays within the route budget (docs/product-rules.md, "Budgets").
export const NewBatchDialog = lazyDialog(
  async () => (await import('./new-batch-dialog.tsx')).NewBatchDialog,
  shownWhileMounted,
);
export const StartStudyDialog = lazyDialog(
  async () => (await import('./start-study-dialog.tsx')).StartStudyDialog,
  shownWhileMounted,
);
export const ChallengeTestDialog = lazyDialog(
  async () => (await import('./challenge-test-dialog.tsx')).ChallengeTestDialog,
  shownWhileMounted,
);
