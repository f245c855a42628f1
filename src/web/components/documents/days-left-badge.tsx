import { daysLeftText } from '../../../domain/supply/documents.ts';
import { Badge } from '../ui/badge.tsx';

/** Days left to a document's expiry: red once expired, yellow within 30 days (ADR 069). */
export function DaysLeftBadge({ daysLeft }: { daysLeft: number | null }) {
  if (daysLeft === null) return <span className="text-muted-foreground">No expiry</span>;
  const variant = daysLeft < 0 ? 'red' : daysLeft <= 30 ? 'yellow' : 'green';
  return <Badge variant={variant}>{daysLeftText(daysLeft)}</Badge>;
}
