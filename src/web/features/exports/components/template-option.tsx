import { noRecordsText, periodPhrase } from '../../../../domain/export/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { ExportTemplate } from '../api/index.ts';

const plural = (n: number) => `${n.toLocaleString('en-US')} record${n === 1 ? '' : 's'}`;

/** What an export of the template would hold: for the period, or the current list; empty said plainly. */
export function recordsText(
  template: ExportTemplate,
  records: number | undefined,
  rangeLabel: string,
): string {
  if (records === undefined) return template.periodNote;
  if (records === 0) return noRecordsText(template.scope, rangeLabel);
  return template.scope === 'current'
    ? `${plural(records)} · ${template.periodNote}`
    : `${plural(records)} ${periodPhrase(rangeLabel)} · ${template.periodNote}`;
}

/** One template of the checklist: its name, what it holds, and how many records the chosen range gives. */
export function TemplateOption({
  template,
  records,
  rangeLabel,
  checked,
  onCheckedChange,
}: {
  template: ExportTemplate;
  records: number | undefined;
  rangeLabel: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = `template-${template.id}`;
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={`${id}-records`}
        className="mt-0.5"
      />
      <div className="min-w-0 space-y-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={id}>{template.label}</Label>
          {template.adminOnly && <Badge variant="purple">Administrators</Badge>}
        </div>
        <p className="text-muted-foreground text-sm">{template.description}</p>
        <p
          id={`${id}-records`}
          data-testid={`records-${template.id}`}
          className={records === 0 ? 'font-medium text-sm text-warning-ink' : 'text-muted-foreground text-xs'}
        >
          {recordsText(template, records, rangeLabel)}
        </p>
      </div>
    </div>
  );
}
