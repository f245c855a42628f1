import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

/**
 * The formulations page's status colours (docs/product-rules.md, "The web app"): draft grey, in development blue, testing yellow,
 * compliance review purple, approved green, rejected red. The dashboard keeps its own reading.
 */
export const STATUS_TONES: Readonly<Record<string, BadgeVariant>> = {
  draft: 'gray',
  in_development: 'blue',
  testing: 'yellow',
  compliance_review: 'purple',
  approved: 'green',
  rejected: 'red',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={STATUS_TONES[status] ?? 'gray'} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
