import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The scenario form carries zod, react-hook-form and the selects: fetched once the screen is idle and shown when first opened, so the screen's first
// download stays within the route budget (docs/product-rules.md, "Budgets").
export const ScenarioFormDialog = lazyDialog(
  async () => (await import('./scenario-form-dialog.tsx')).ScenarioFormDialog,
  (props) => props.open,
);
// The delete confirmation: fetched once the screen is idle, shown when a delete is asked for.
export const DeleteScenarioDialog = lazyDialog(
  async () => (await import('./delete-scenario-dialog.tsx')).DeleteScenarioDialog,
  (props) => props.scenario !== null,
);
