import { FlaskConical, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { functionLabel } from '../../../../domain/substance/constants.ts';
import type { Substance } from '../../../../domain/substance/substance-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SortableHead } from '../../../components/ui/sortable-head.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { trimDecimal } from '../../../lib/format.ts';
import type { SortColumn, SortValue } from '../lib/table-query.ts';

const SKELETON_ROWS = 5;
const COLUMN_COUNT = 7;

interface SubstancesTableProps {
  rows: Substance[] | undefined;
  /** Another page or filter is loading while the current rows stay up. */
  busy?: boolean;
  sort: SortValue;
  onSort: (column: SortColumn) => void;
  canWrite: boolean;
  /** The regulatory role: may mark a substance that needs review as reviewed. */
  canReview: boolean;
  onReview: (substance: Substance) => void;
  onEdit: (substance: Substance) => void;
  /** Opens the substance's toxicological profile (the safety assessment's writers only). */
  onToxicology?: (substance: Substance) => void;
  onDelete: (substance: Substance) => void;
  /** Shown as the only row when the filter matches nothing. */
  emptyText: string;
}

/** The substance catalogue (docs/product-rules.md, "Substances and the label"): 5 skeleton rows while loading, as the inventory does. */
export function SubstancesTable({ rows, busy, sort, onSort, emptyText, ...actions }: SubstancesTableProps) {
  return (
    <Table aria-busy={!rows || busy} aria-label="Substances">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <SortableHead column="inciName" label="INCI Name" sort={sort} onSort={onSort} />
          <TableHead>CAS</TableHead>
          <TableHead>Functions</TableHead>
          <TableHead>Flags</TableHead>
          <TableHead>Natural Origin</TableHead>
          <SortableHead column="usageCount" label="Used By" sort={sort} onSort={onSort} />
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!rows ? (
          Array.from({ length: SKELETON_ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
            <TableRow key={index}>
              {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                <TableCell key={cell}>
                  <Skeleton className="h-5 w-full min-w-12" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : rows.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={COLUMN_COUNT} className="py-10 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((substance) => <SubstanceRow key={substance.id} substance={substance} {...actions} />)
        )}
      </TableBody>
    </Table>
  );
}

/** The flags as words, so colour is never the only signal. */
function Flags({ substance }: { substance: Substance }) {
  return (
    <div className="flex flex-wrap gap-1">
      {substance.unreviewed && <Badge variant="yellow">Needs review</Badge>}
      {substance.allergen && <Badge variant="yellow">Allergen</Badge>}
      {substance.fragrance && <Badge variant="purple">Fragrance</Badge>}
      {substance.colourIndex && <Badge variant="blue">{substance.colourIndex}</Badge>}
      {substance.nano && <Badge variant="gray">Nano</Badge>}
      {substance.pendingChanges.length > 0 && (
        <Badge
          variant="outline"
          title={`Awaiting review: ${substance.pendingChanges.flatMap((change) => change.fields).join(', ')}`}
        >
          Change pending review
        </Badge>
      )}
    </div>
  );
}

function SubstanceRow({
  substance,
  canWrite,
  canReview,
  onReview,
  onEdit,
  onDelete,
  onToxicology,
}: { substance: Substance } & Pick<
  SubstancesTableProps,
  'canWrite' | 'canReview' | 'onReview' | 'onEdit' | 'onDelete' | 'onToxicology'
>) {
  const name = substance.inciName;
  return (
    <TableRow>
      <TableCell className="min-w-48 whitespace-normal">
        <div className="font-medium">{name}</div>
        {substance.synonyms.length > 0 && (
          <div className="text-muted-foreground text-xs">{substance.synonyms.join(' · ')}</div>
        )}
      </TableCell>
      <TableCell className="whitespace-normal tabular-nums">
        {substance.casNumbers.length ? substance.casNumbers.join(', ') : '—'}
        {substance.ecNumber && <div className="text-muted-foreground text-xs">EC {substance.ecNumber}</div>}
      </TableCell>
      <TableCell className="min-w-32 whitespace-normal">
        {substance.functions.length ? substance.functions.map(functionLabel).join(', ') : '—'}
      </TableCell>
      <TableCell>
        <Flags substance={substance} />
      </TableCell>
      <TableCell className="tabular-nums">
        {substance.naturalOriginIndex === null ? 'No data yet' : trimDecimal(substance.naturalOriginIndex)}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {substance.usageCount} raw material{substance.usageCount === 1 ? '' : 's'}
      </TableCell>
      <TableCell className="text-right">
        {(canWrite || onToxicology || (canReview && substance.unreviewed)) && (
          <div className="flex justify-end">
            {onToxicology && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Toxicological profile of ${name}`}
                title="Toxicological profile"
                onClick={() => onToxicology(substance)}
              >
                <FlaskConical aria-hidden="true" />
              </Button>
            )}
            {canReview && substance.unreviewed && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Mark ${name} as reviewed`}
                title="Mark as reviewed"
                onClick={() => onReview(substance)}
              >
                <ShieldCheck aria-hidden="true" />
              </Button>
            )}
            {canWrite && (
              <>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Edit ${name}`}
                  title="Edit"
                  onClick={() => onEdit(substance)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Delete ${name}`}
                  title="Delete"
                  onClick={() => onDelete(substance)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </>
            )}
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
