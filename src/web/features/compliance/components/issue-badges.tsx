import { Bot } from 'lucide-react';
import { severityTone, statusTone } from '../../../../domain/compliance/display.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatLabel } from '../../../lib/format.ts';

/** Severity: critical and high red, medium yellow, low blue; the word carries the meaning, not the colour. */
export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <Badge variant={severityTone(severity)} data-severity={severity}>
      <span className="sr-only">Severity: </span>
      {formatLabel(severity)}
    </Badge>
  );
}

/** Status: open red, in progress yellow, resolved green. */
export function IssueStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusTone(status)} data-status={status}>
      <span className="sr-only">Status: </span>
      {formatLabel(status)}
    </Badge>
  );
}

/** Opened by the rule checks rather than by a person. */
export function AutomatedBadge() {
  return (
    <Badge variant="purple" title="Opened by the automated regulatory checks">
      <Bot aria-hidden="true" />
      Automated
    </Badge>
  );
}
