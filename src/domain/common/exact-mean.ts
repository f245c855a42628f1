/**
 * The mean of an exact decimal sum over a count, rounded once, half up, to the decimals it is shown at.
 * Screens show an average cost per unit at 2 decimals: rounding the 4-decimal mean the API also carries would
 * round twice (a mean of 1.00495 -> 1.0050 -> 1.01 instead of 1.00). BigInt keeps it exact without pulling
 * decimal.js into the dashboard's first download (docs/product-rules.md, "Budgets").
 */
export function exactMean(sum: string, count: number, decimals: number): string {
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(sum.trim());
  if (!match || count <= 0) return (0).toFixed(decimals);
  const [, sign, whole, fraction = ''] = match;
  const scaled = BigInt(`${whole}${fraction}`);
  // mean x 10^decimals = scaled x 10^decimals / (count x 10^fraction digits), rounded half up.
  const numerator = scaled * 10n ** BigInt(decimals) * 2n;
  const denominator = BigInt(count) * 10n ** BigInt(fraction.length) * 2n;
  const rounded = (numerator + denominator / 2n) / denominator;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const text = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return sign === '-' && rounded !== 0n ? `-${text}` : text;
}
