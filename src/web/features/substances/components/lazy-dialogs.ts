import { lazy } from 'react';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The substance form carries zod, react-hook-form and the domain schema: loaded when first opened, so the
// screen's first download stays within the route budget (DESIGN §14).
export const SubstanceFormDialog = lazy(async () => ({
  default: (await import('./substance-form-dialog.tsx')).SubstanceFormDialog,
}));
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
