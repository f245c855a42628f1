import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import {
  DATE_RANGES,
  type DateRange,
  DEFAULT_DATE_RANGE,
  DEFAULT_EXPORT_FORMAT,
  EXPORT_FORMATS,
  type ExportFormat,
} from '../../../../domain/export/constants.ts';
import { DATE_RANGE_LABELS } from '../../../../domain/export/date-range.ts';
import { NO_TEMPLATES_MESSAGE } from '../../../../domain/export/messages.ts';
import type { ExportTemplateId } from '../../../../domain/export/templates.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
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
import { useCreateExports, useExportTemplates } from '../api.ts';

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

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current, id] : current.filter((item) => item !== id)));

  async function exportSelected() {
    if (selected.length === 0) {
      toast({ variant: 'destructive', title: 'No templates selected', description: NO_TEMPLATES_MESSAGE });
      return;
    }
    toast({ title: 'Export started', description: `Preparing ${selected.length} file(s)…` });
    try {
      const records = await create.mutateAsync({
        templates: selected as ExportTemplateId[],
        format,
        dateRange,
      });
      const ready = records.filter((record) => record.downloadUrl);
      toast({
        variant: 'success',
        title: 'Export complete',
        description: `${ready.length} file(s) ready. ${ready.length === 1 ? 'The download has started.' : 'Download them from Recent Exports.'}`,
      });
      if (ready.length === 1) saveFile(ready[0]!.downloadUrl!, ready[0]!.fileName ?? 'export');
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
          Choose what to export, the format and the period. Files are kept for 30 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <fieldset className="space-y-3">
          <legend className="mb-2 font-medium text-sm">Templates</legend>
          {templates.isLoading &&
            Array.from({ length: 5 }, (_, index) => <Skeleton key={String(index)} className="h-10 w-full" />)}
          {templates.data?.map((template) => (
            <div key={template.id} className="flex items-start gap-3 rounded-md border border-border p-3">
              <Checkbox
                id={`template-${template.id}`}
                checked={selected.includes(template.id)}
                onCheckedChange={(checked) => toggle(template.id, checked === true)}
                className="mt-0.5"
              />
              <div className="space-y-0.5">
                <Label htmlFor={`template-${template.id}`} className="flex items-center gap-2">
                  {template.label}
                  {template.adminOnly && <Badge variant="purple">Admin only</Badge>}
                </Label>
                <p className="text-muted-foreground text-sm">{template.description}</p>
              </div>
            </div>
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
