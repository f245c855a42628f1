import { formatMoney } from '../../../lib/format.ts';

/** "4.7": the rating with one decimal. */
export function formatRating(rating: string | number): string {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  return (Number.isFinite(value) ? value : 0).toFixed(1);
}

export function ratingNumber(rating: string | number): number {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  return Number.isFinite(value) ? value : 0;
}

/** "14 days", "1 day". */
export function formatLeadTime(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Minimum order value in dollars with no decimals (docs/product-rules.md, "Supply"): "$500". */
export function formatMinimumOrder(value: string | number): string {
  return formatMoney(value, 0);
}

export function countryOrDefault(country: string | null | undefined): string {
  return country?.trim() || 'Not specified';
}

/** A website as link text: "https://www.acme.example/" reads "www.acme.example". */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
