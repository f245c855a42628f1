import { Download, FileText, Trash2 } from 'lucide-react';
import type { DateRange } from '../../../../domain/export/constants.ts';
import { DATE_RANGE_LABELS } from '../../../../domain/export/date-range.ts';
import type { ExportRecord } from '../../../../domain/export/export-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteExport, useRecentExports } from '../api/index.ts';

function fileSize(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const STATUS_VARIANT = { completed: 'green', failed: 'red', running: 'blue', pending: 'gray' } as const;

/** The user's own exports of the last 30 days, downloadable again. */
export function RecentExports() {
  const exports = useRecentExports();
  const remove = useDeleteExport();

  async function onDelete(record: ExportRecord) {
    try {
      await remove.mutateAsync(record.id);
      toast({
        title: 'Export deleted',
        description: `${record.fileName ?? record.templateLabel} was removed.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: readApiError(error, 'Failed to delete the export').message,
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Exports</CardTitle>
        <CardDescription>Your exports of the last 30 days.</CardDescription>
      </CardHeader>
      <CardContent>
        {exports.isLoading && (
          <div className="space-y-2">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={String(index)} className="h-12 w-full" />
            ))}
          </div>
        )}
        {exports.data?.length === 0 && (
          <EmptyState
            icon={<FileText />}
            title="No exports yet"
            description="Select templates and export them to see them here."
          />
        )}
        <ul aria-label="Recent exports" className="divide-y divide-border">
          {exports.data?.map((record) => (
            <li key={record.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1">
                <p className="font-medium">{record.templateLabel}</p>
                <p className="text-muted-foreground text-sm">
                  {record.format.toUpperCase()} ·{' '}
                  {DATE_RANGE_LABELS[record.dateRange as DateRange] ?? record.dateRange} ·{' '}
                  {formatDateTime(record.createdAt)}
                  {record.sizeBytes !== null && ` · ${fileSize(record.sizeBytes)}`}
                </p>
                {/* Made in the background: the live feed moves the bar as the export's job goes on. */}
                {(record.status === 'pending' || record.status === 'running') && (
                  <Progress
                    value={record.progress}
                    className="w-48"
                    aria-label={`${record.templateLabel} export progress`}
                  />
                )}
                {record.status === 'failed' && record.error && (
                  <p className="text-destructive text-sm">{record.error}</p>
                )}
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={STATUS_VARIANT[record.status as keyof typeof STATUS_VARIANT] ?? 'gray'}>
                  {record.status}
                </Badge>
                {record.downloadUrl && (
                  <Button asChild size="sm" variant="outline">
                    <a href={record.downloadUrl} download={record.fileName ?? undefined}>
                      <Download aria-hidden="true" />
                      Download<span className="sr-only"> {record.fileName}</span>
                    </a>
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onDelete(record)}
                  aria-label={`Delete export ${record.fileName ?? record.templateLabel}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
