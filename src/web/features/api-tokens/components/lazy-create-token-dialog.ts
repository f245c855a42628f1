import { lazy } from 'react';

// The form carries zod, react-hook-form and the selects: loaded when first opened, so the screens' first download
// stays within the route budget (DESIGN §14).
export const CreateTokenDialog = lazy(async () => ({
  default: (await import('./create-token-dialog.tsx')).CreateTokenDialog,
}));
