/** How many formulations a 409 names before "and N more": a toast is read at a glance. */
export const NAMED_FORMULATIONS = 5;

/** Why a raw material's Delete is disabled. */
export function deleteBlockedReason(usageCount: number): string {
  return `Used in ${usageCount} formulation(s): remove it from them before deleting it.`;
}

/** The 409 of deleting a raw material in use: the first five formulations by name, then how many more. */
export function inUseMessage(ingredientName: string, formulations: readonly string[]): string {
  const named = formulations.slice(0, NAMED_FORMULATIONS).join(', ');
  const more = formulations.length - NAMED_FORMULATIONS;
  return `"${ingredientName}" is used by ${formulations.length} formulation(s): ${named}${more > 0 ? ` and ${more} more` : ''}. Remove it from them first.`;
}
