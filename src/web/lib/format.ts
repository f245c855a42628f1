/**
 * Display formatters (docs/product-rules.md, "The web app"). Numbers and labels come from the domain, so the server's PDF and CSV exports
 * show every figure exactly as the screens do; dates stay here, in the user's time zone.
 */
export {
  formatLabel,
  formatMoney,
  formatNumber,
  formatPercent,
  toNumber,
} from '../../domain/common/format.ts';

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

/** "12.5000" -> "12.5", "2.400000" -> "2.4", "3.000" -> "3": a stored decimal as a person would type it. */
export function trimDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}
