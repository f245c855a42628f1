import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The goal form carries zod, react-hook-form and the selects: fetched once the screen is idle and shown when first opened, so the screen's first
// download stays within the route budget (docs/product-rules.md, "Budgets").
export const GoalFormDialog = lazyDialog(
  async () => (await import('./goal-form-dialog.tsx')).GoalFormDialog,
  (props) => props.open,
);
// The delete confirmation: fetched once the screen is idle, shown when a delete is asked for.
export const DeleteGoalDialog = lazyDialog(
  async () => (await import('./delete-goal-dialog.tsx')).DeleteGoalDialog,
  (props) => props.goal !== null,
);
