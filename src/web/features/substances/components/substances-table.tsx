import { FlaskConical, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { functionLabel } from '../../../../domain/substance/constants.ts';
import type { Substance } from '../../../../domain/substance/substance-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { trimDecimal } from '../../../lib/format.ts';
import type { SortColumn, SortValue } from '../lib/table-query.ts';

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

type Actions = Pick<
  SubstancesTableProps,
  'canWrite' | 'canReview' | 'onReview' | 'onEdit' | 'onDelete' | 'onToxicology'
>;

/** The substance catalogue (docs/product-rules.md, "Substances and the label"): 5 skeleton rows while loading, as the inventory does. */
export function SubstancesTable({ rows, busy, sort, onSort, emptyText, ...actions }: SubstancesTableProps) {
  return (
    <DataTable
      aria-label="Substances"
      rows={rows}
      busy={busy}
      columns={columns(actions)}
      rowKey={(substance) => substance.id}
      sort={sort}
      onSort={onSort}
      emptyText={emptyText}
    />
  );
}

function columns(actions: Actions): DataColumn<Substance, SortColumn>[] {
  return [
    {
      id: 'inciName',
      header: 'INCI Name',
      sort: 'inciName',
      cellClassName: 'min-w-48 whitespace-normal',
      cell: (substance) => (
        <>
          <div className="font-medium">{substance.inciName}</div>
          {substance.synonyms.length > 0 && (
            <div className="text-muted-foreground text-xs">{substance.synonyms.join(' · ')}</div>
          )}
        </>
      ),
    },
    {
      id: 'cas',
      header: 'CAS',
      cellClassName: 'whitespace-normal tabular-nums',
      cell: (substance) => (
        <>
          {substance.casNumbers.length ? substance.casNumbers.join(', ') : '—'}
          {substance.ecNumber && <div className="text-muted-foreground text-xs">EC {substance.ecNumber}</div>}
        </>
      ),
    },
    {
      id: 'functions',
      header: 'Functions',
      cellClassName: 'min-w-32 whitespace-normal',
      cell: (substance) =>
        substance.functions.length ? substance.functions.map(functionLabel).join(', ') : '—',
    },
    { id: 'flags', header: 'Flags', cell: (substance) => <Flags substance={substance} /> },
    {
      id: 'naturalOrigin',
      header: 'Natural Origin',
      cellClassName: 'tabular-nums',
      cell: (substance) =>
        substance.naturalOriginIndex === null ? 'No data yet' : trimDecimal(substance.naturalOriginIndex),
    },
    {
      id: 'usageCount',
      header: 'Used By',
      sort: 'usageCount',
      cellClassName: 'whitespace-nowrap',
      cell: (substance) => (
        <>
          {substance.usageCount} raw material{substance.usageCount === 1 ? '' : 's'}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      headClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (substance) => <RowActions substance={substance} {...actions} />,
    },
  ];
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

function RowActions({
  substance,
  canWrite,
  canReview,
  onReview,
  onEdit,
  onDelete,
  onToxicology,
}: { substance: Substance } & Actions) {
  const name = substance.inciName;
  if (!(canWrite || onToxicology || (canReview && substance.unreviewed))) return null;
  return (
    <div className="flex justify-end">
      {onToxicology && (
        <IconButton
          icon={FlaskConical}
          className="size-8"
          aria-label={`Toxicological profile of ${name}`}
          title="Toxicological profile"
          onClick={() => onToxicology(substance)}
        />
      )}
      {canReview && substance.unreviewed && (
        <IconButton
          icon={ShieldCheck}
          className="size-8"
          aria-label={`Mark ${name} as reviewed`}
          title="Mark as reviewed"
          onClick={() => onReview(substance)}
        />
      )}
      {canWrite && (
        <>
          <IconButton
            icon={Pencil}
            className="size-8"
            aria-label={`Edit ${name}`}
            title="Edit"
            onClick={() => onEdit(substance)}
          />
          <IconButton
            icon={Trash2}
            className="size-8"
            aria-label={`Delete ${name}`}
            title="Delete"
            onClick={() => onDelete(substance)}
          />
        </>
      )}
    </div>
  );
}
