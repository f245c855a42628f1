import { Download, Loader2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  DATE_RANGES,
  type DateRange,
  DEFAULT_DATE_RANGE,
  DEFAULT_EXPORT_FORMAT,
  EXPORT_FORMATS,
  type ExportFormat,
} from '../../../../domain/export/constants.ts';
import { DATE_RANGE_LABELS } from '../../../../domain/export/date-range.ts';
import type { ExportRecord } from '../../../../domain/export/export-schema.ts';
import { emptyExportMessage, NO_TEMPLATES_MESSAGE } from '../../../../domain/export/messages.ts';
import type { ExportTemplateId } from '../../../../domain/export/templates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readApiError } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/export-report.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateExports, useExportPreview, useExportTemplates } from '../api/index.ts';
import { useFinishedExports } from '../lib/use-finished-exports.ts';
import { TemplateOption } from './template-option.tsx';

const FORMAT_LABELS: Record<ExportFormat, string> = {
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV (.csv)',
  pdf: 'PDF (.pdf)',
};

/** The template checklist, format and date range, and "Export Selected (n)". */
export function ExportForm() {
  const templates = useExportTemplates();
  const create = useCreateExports();
  const [selected, setSelected] = useState<string[]>([]);
  const [format, setFormat] = useState<ExportFormat>(DEFAULT_EXPORT_FORMAT);
  const [dateRange, setDateRange] = useState<DateRange>(DEFAULT_DATE_RANGE);
  const preview = useExportPreview(dateRange);
  const recordsOf = (id: string) => preview.data?.find((entry) => entry.template === id)?.records;
  // Exports are made in the background: said done (and a single file downloaded) once the list shows them done.
  const finished = useFinishedExports(
    useCallback((records: ExportRecord[]) => {
      const ready = records.filter((record) => record.downloadUrl);
      const failed = records.filter((record) => record.status === 'failed');
      if (ready.length > 0) {
        toast({
          variant: 'success',
          title: 'Export complete',
          description: `${ready.length} file(s) ready. ${ready.length === 1 ? 'The download has started.' : 'Download them from Recent Exports.'}`,
        });
      }
      if (failed.length > 0) {
        toast({
          variant: 'destructive',
          title: 'Export failed',
          description: failed[0]!.error ?? 'The export could not be produced. Please try again.',
        });
      }
      if (ready.length === 1) saveFile(ready[0]!.downloadUrl!, ready[0]!.fileName ?? 'export');
    }, []),
  );

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current, id] : current.filter((item) => item !== id)));

  async function exportSelected() {
    if (selected.length === 0) {
      toast({ variant: 'destructive', title: 'No templates selected', description: NO_TEMPLATES_MESSAGE });
      return;
    }
    // Said before anything is made: an export of a template without records would be an empty file.
    const empty = selected.filter((id) => recordsOf(id) === 0);
    if (empty.length > 0) {
      const labels = empty.map((id) => templates.data?.find((t) => t.id === id)?.label ?? id);
      toast({ variant: 'destructive', title: 'Nothing to export', description: emptyExportMessage(labels) });
      return;
    }
    toast({ title: 'Export started', description: `Preparing ${selected.length} file(s)…` });
    try {
      const records = await create.mutateAsync({
        templates: selected as ExportTemplateId[],
        format,
        dateRange,
      });
      finished.follow(records.map((record) => record.id));
      setSelected([]);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: readApiError(error, 'The export could not be produced. Please try again.').message,
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Export Templates</CardTitle>
        <CardDescription>
          Choose what to export, the format and the period. The period applies to records that happen
          (formulations, compliance issues, AI sessions, activity); lists such as ingredients and suppliers
          are exported as they are now. Files are kept for 30 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <fieldset className="space-y-3">
          <legend className="mb-2 font-medium text-sm">Templates</legend>
          {templates.isLoading &&
            Array.from({ length: 5 }, (_, index) => <Skeleton key={String(index)} className="h-10 w-full" />)}
          {templates.data?.map((template) => (
            <TemplateOption
              key={template.id}
              template={template}
              records={recordsOf(template.id)}
              rangeLabel={DATE_RANGE_LABELS[dateRange]}
              checked={selected.includes(template.id)}
              onCheckedChange={(checked) => toggle(template.id, checked)}
            />
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="export-format">Format</Label>
            <Select value={format} onValueChange={(value) => setFormat(value as ExportFormat)}>
              <SelectTrigger id="export-format">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {EXPORT_FORMATS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {FORMAT_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="export-range">Date range</Label>
            <Select value={dateRange} onValueChange={(value) => setDateRange(value as DateRange)}>
              <SelectTrigger id="export-range">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DATE_RANGES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {DATE_RANGE_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <Button onClick={exportSelected} disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {create.isPending ? 'Exporting…' : `Export Selected (${selected.length})`}
        </Button>
      </CardContent>
    </Card>
  );
}
