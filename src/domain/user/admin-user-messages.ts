// Texts of the user administration, free of zod so the screen's first download stays small (docs/product-rules.md, "Budgets");
// admin-user.ts re-exports them.

/** The delete confirmation (docs/product-rules.md, "The web app"). */
export function deleteUserConfirmation(user: { firstName: string | null; lastName: string | null }): string {
  return `Are you sure you want to delete ${user.firstName ?? ''} ${user.lastName ?? ''}? This action cannot be undone.`;
}
