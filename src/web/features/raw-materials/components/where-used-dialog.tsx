import { deleteBlockedReason } from '../../../../domain/raw-material/in-use.ts';
import type { RawMaterial } from '../../../../domain/raw-material/raw-material-schema.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { useRetained } from '../../../lib/use-retained.ts';
import { useWhereUsed } from '../api/where-used.ts';
import { formatConcentration } from '../lib/raw-material-display.ts';

/**
 * The formulations that use a raw material, with its share (% w/w) in each. Opened from a refused Delete, it
 * says first why the raw material cannot be deleted.
 */
export function WhereUsedDialog({
  rawMaterial: current,
  deleteBlocked = false,
  onOpenChange,
}: {
  rawMaterial: RawMaterial | null;
  deleteBlocked?: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rawMaterial = useRetained(current);
  const blocked = useRetained(current ? deleteBlocked : null);
  const whereUsed = useWhereUsed(rawMaterial?.id, !!current);
  const rows = whereUsed.data ?? [];

  return (
    <Dialog open={!!current} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Where Used</DialogTitle>
          <DialogDescription>Formulations that use "{rawMaterial?.name}".</DialogDescription>
        </DialogHeader>
        {blocked && rawMaterial && (
          <p role="status" className="rounded-md bg-warning-subtle px-3 py-2 text-sm text-warning-ink">
            "{rawMaterial.name}" cannot be deleted. {deleteBlockedReason(rawMaterial.usageCount ?? 0)}
          </p>
        )}
        {whereUsed.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        ) : whereUsed.isError ? (
          <p role="alert" className="text-error-ink text-sm">
            Could not load the formulations that use this ingredient.
          </p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">Not used in any formulation.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Formulation</TableHead>
                <TableHead>Version</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">% w/w</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.formulationId}>
                  <TableCell className="whitespace-normal font-medium">{row.name}</TableCell>
                  <TableCell>v{row.version}</TableCell>
                  <TableCell>{formatLabel(row.status)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatConcentration(row.concentration)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}
