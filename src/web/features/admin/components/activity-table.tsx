import type { ActivityEntry } from '../../../../domain/user/activity.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { formatDateTime, formatLabel } from '../../../lib/format.ts';
import { actionBadgeVariant } from '../lib/activity-display.ts';

const COLUMNS: DataColumn<ActivityEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cellClassName: 'whitespace-normal',
    cell: (entry) => formatDateTime(entry.createdAt),
  },
  { id: 'user', header: 'User', cell: (entry) => entry.user ?? 'System' },
  {
    id: 'action',
    header: 'Action',
    cell: (entry) => <Badge variant={actionBadgeVariant(entry.action)}>{formatLabel(entry.action)}</Badge>,
  },
  {
    id: 'record',
    header: 'Record',
    cell: (entry) => (entry.entityType ? formatLabel(entry.entityType) : '—'),
  },
  {
    id: 'description',
    header: 'Description',
    cellClassName: 'whitespace-normal break-words',
    cell: (entry) => entry.description,
  },
];

/** Who did what to which record, and when. */
export function ActivityTable({
  entries,
  isLoading,
}: {
  entries: ActivityEntry[] | undefined;
  isLoading: boolean;
}) {
  return (
    <DataTable
      rows={isLoading ? undefined : (entries ?? [])}
      busy={isLoading}
      columns={COLUMNS}
      rowKey={(entry) => entry.id}
      rowSkeleton="h-6 w-full"
      tintHeaderOnHover
    />
  );
}
