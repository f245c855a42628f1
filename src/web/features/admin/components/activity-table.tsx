import type { ActivityEntry } from '../../../../domain/user/activity.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDateTime, formatLabel } from '../../../lib/format.ts';
import { actionBadgeVariant } from '../lib/activity-display.ts';
import { placeholderKeys } from '../lib/placeholders.ts';

/** Who did what to which record, and when. */
export function ActivityTable({
  entries,
  isLoading,
}: {
  entries: ActivityEntry[] | undefined;
  isLoading: boolean;
}) {
  return (
    <Table aria-busy={isLoading}>
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Record</TableHead>
          <TableHead>Description</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading
          ? placeholderKeys(5).map((key) => (
              <TableRow key={key}>
                <TableCell colSpan={5}>
                  <Skeleton className="h-6 w-full" />
                </TableCell>
              </TableRow>
            ))
          : entries?.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-normal">{formatDateTime(entry.createdAt)}</TableCell>
                <TableCell>{entry.user ?? 'System'}</TableCell>
                <TableCell>
                  <Badge variant={actionBadgeVariant(entry.action)}>{formatLabel(entry.action)}</Badge>
                </TableCell>
                <TableCell>{entry.entityType ? formatLabel(entry.entityType) : '—'}</TableCell>
                <TableCell className="whitespace-normal break-words">{entry.description}</TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
