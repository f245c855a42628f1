/** "2500.000000" -> "2500", "0.010000" -> "0.01": a stored decimal as the bench reads it. */
export function trimmed(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

/** The balance's resolution in the batch's unit: grams to 0.01, kilograms to 0.001, ounces to 0.001. */
export const UNIT_STEP: Readonly<Record<string, string>> = { g: '0.01', kg: '0.001', oz: '0.001' };

/** A weight at the unit's resolution for display ("125.00 g"): the target as the ticket prints it. */
export function shownWeight(value: string | null, unit: string): string {
  if (value === null) return '';
  const decimals = (UNIT_STEP[unit] ?? '0.01').split('.')[1]!.length;
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${(`${fraction}000000`).slice(0, decimals)}`;
}
