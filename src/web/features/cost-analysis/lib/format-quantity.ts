import { toNumber } from '../../../lib/format.ts';

const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A size as people write it: "3.4" for "3.400000", "1,000" for "1000.000000". */
export function formatQuantity(value: number | string | null | undefined): string {
  return quantity.format(toNumber(value));
}
