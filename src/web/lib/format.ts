/**
 * Display formatters (spec §9): US dollars with a given number of decimals, percentages, dates. The API
 * sends numeric fields as strings with their stored scale; `toNumber` reads either form.
 */
export function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

const moneyFormats = new Map<number, Intl.NumberFormat>();

/** $1,234.50 for formatMoney(1234.5, 2). Cost per unit uses 2 decimals, unit cost 3, detail totals 4. */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  let format = moneyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(decimals, format);
  }
  return format.format(toNumber(value));
}

const percentFormats = new Map<number, Intl.NumberFormat>();

/**
 * 60% for formatPercent(60); the value is already in percent. Rounded half up on the decimal value, as Intl
 * does (toFixed rounded 1.45 down to 1.4, reading the binary double).
 */
export function formatPercent(value: number | string | null | undefined, decimals = 0): string {
  let format = percentFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
    percentFormats.set(decimals, format);
  }
  return `${format.format(toNumber(value))}%`;
}

export function formatNumber(value: number | string | null | undefined, decimals = 0): string {
  return toNumber(value).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

let timeZone: string | undefined;
let dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
let dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * Dates are shown in the user's time zone (account settings, preferences.timezone); an unknown zone keeps the
 * current one.
 */
export function setDisplayTimeZone(zone: string | undefined): void {
  if (zone === timeZone) return;
  try {
    const nextDate = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: zone,
    });
    const nextDateTime = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: zone ? 'short' : undefined,
    });
    dateFormat = nextDate;
    dateTimeFormat = nextDateTime;
    timeZone = zone;
  } catch {
    // Not a zone this browser knows: keep the current formats.
  }
}

/** "Mar 4, 2026"; `fallback` when there is no date (e.g. "No due date"). */
export function formatDate(value: string | number | Date | null | undefined, fallback = ''): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : fallback;
}

export function formatDateTime(value: string | number | Date | null | undefined, fallback = ''): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : fallback;
}

/** Status and enum values for display: "in_development" reads "In Development". */
export function formatLabel(value: string | null | undefined): string {
  return (value ?? '')
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
