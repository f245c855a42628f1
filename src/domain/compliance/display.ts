import type { IssueStatus, Severity } from './constants.ts';

export type Tone = 'red' | 'yellow' | 'blue' | 'green' | 'gray';

/** As docs/product-rules.md, "Compliance" has it: critical and high red, medium yellow, low blue. */
export const SEVERITY_TONE: Readonly<Record<Severity, Tone>> = {
  critical: 'red',
  high: 'red',
  medium: 'yellow',
  low: 'blue',
};

/** As docs/product-rules.md, "Compliance" has it: open red, in_progress yellow, resolved green. */
export const STATUS_TONE: Readonly<Record<IssueStatus, Tone>> = {
  open: 'red',
  in_progress: 'yellow',
  resolved: 'green',
};

export function severityTone(severity: string): Tone {
  return SEVERITY_TONE[severity as Severity] ?? 'gray';
}

export function statusTone(status: string): Tone {
  return STATUS_TONE[status as IssueStatus] ?? 'gray';
}

/** As docs/product-rules.md, "Compliance" has it: the compact alert (dashboard card) shows the first 80 characters, then "…". */
export const COMPACT_DESCRIPTION_LENGTH = 80;

export function compactDescription(text: string, max = COMPACT_DESCRIPTION_LENGTH): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** "Start Review" while open, "Update Status" otherwise (docs/product-rules.md, "Compliance"). */
export function statusActionLabel(status: string): 'Start Review' | 'Update Status' {
  return status === 'open' ? 'Start Review' : 'Update Status';
}

/**
 * Who changed an issue's status, as the viewer reads it: "you" for the viewer's own change (activity tracking off
 * hides a name from the team, never from its owner), the name the server gave (or "A team member"), or "a former
 * user" when the account is gone.
 */
export function statusChangedByText(
  issue: { statusChangedBy: string | null; statusChangedByName: string | null },
  viewerId: string | undefined,
): string {
  if (viewerId && issue.statusChangedBy === viewerId) return 'you';
  return issue.statusChangedByName ?? 'a former user';
}
