import { lazy } from 'react';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The substance form carries zod, react-hook-form and the domain schema: fetched once the screen is idle and shown when first opened, so the
// screen's first download stays within the route budget (docs/product-rules.md, "Budgets").
export const SubstanceFormDialog = lazyDialog(
  async () => (await import('./substance-form-dialog.tsx')).SubstanceFormDialog,
  (props) => props.open,
);
// The rejection of a proposed change, with its reason: fetched once the screen is idle, as the delete.
export const RejectProposalDialog = lazyDialog(
  async () => (await import('./reject-proposal-dialog.tsx')).RejectProposalDialog,
  (props) => props.proposal !== null,
);
// The delete confirmation: fetched once the screen is idle, shown when a delete is asked for.
export const DeleteSubstanceDialog = lazyDialog(
  async () => (await import('./delete-substance-dialog.tsx')).DeleteSubstanceDialog,
  (props) => props.substance !== null,
);
// A substance's toxicological profile: fetched once the screen is idle, shown when asked for.
export const ToxicologyDialog = lazyDialog(
  async () => (await import('./toxicology-dialog.tsx')).ToxicologyDialog,
  (props) => props.substance !== null,
);
// The changes awaiting review: shown only while some wait, so their list and its actions load only then.
export const PendingChanges = lazy(async () => ({
  default: (await import('./pending-changes.tsx')).PendingChanges,
}));
// The two spreadsheet imports (substances, toxicological profiles) are for the roles that write: their upload
// and report code loads after the first paint, so the screen stays within its route budget (docs/product-rules.md, "Budgets").
export const ImportSubstances = lazy(async () => ({
  default: (await import('./import-substances.tsx')).ImportSubstances,
}));
export const ImportToxicology = lazy(async () => ({
  default: (await import('./import-toxicology.tsx')).ImportToxicology,
}));
// "Did you mean": only a search that found nothing needs it (ADR 067).
export const SubstanceSuggestions = lazy(async () => ({
  default: (await import('./substance-suggestions.tsx')).SubstanceSuggestions,
}));
