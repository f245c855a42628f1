/**
 * Number and label formatters shared by the screens and the exports (docs/architecture.md, "Domain areas"): US dollars
 * with a given number of decimals, percentages, plain numbers, enum labels. The API sends numeric fields as strings
 * with their stored scale; a decimal string is formatted as the exact decimal it is (Intl reads it without going
 * through a binary double), so 8.315 rounds half up to 8.32 everywhere.
 */
export function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** What Intl formats: the decimal string itself when it is one, else the number. */
function exact(value: number | string | null | undefined): number {
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim() as unknown as number;
  return toNumber(value);
}

const formats = new Map<string, Intl.NumberFormat>();
function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** $1,234.50 for formatMoney(1234.5, 2). Cost per unit uses 2 decimals, unit cost 3, detail totals 4. */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  const format = cached(
    `money${decimals}`,
    () =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  );
  return format.format(exact(value));
}

/**
 * 60% for formatPercent(60); the value is already in percent. Rounded half up on the decimal value, as Intl
 * does (toFixed rounded 1.45 down to 1.4, reading the binary double).
 */
export function formatPercent(value: number | string | null | undefined, decimals = 0): string {
  const format = cached(
    `percent${decimals}`,
    () =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: false,
      }),
  );
  return `${format.format(exact(value))}%`;
}

/** 1,234.5 with grouping; `decimals` fixed, or "up to" decimals with `trim` (2000.000000 reads 2,000). */
export function formatNumber(
  value: number | string | null | undefined,
  decimals = 0,
  { trim = false, grouping = true }: { trim?: boolean; grouping?: boolean } = {},
): string {
  const format = cached(
    `number${decimals}${trim}${grouping}`,
    () =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: trim ? 0 : decimals,
        maximumFractionDigits: decimals,
        useGrouping: grouping,
      }),
  );
  return format.format(exact(value));
}

/** Status and enum values for display: "in_development" reads "In Development". */
export function formatLabel(value: string | null | undefined): string {
  return (value ?? '')
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
