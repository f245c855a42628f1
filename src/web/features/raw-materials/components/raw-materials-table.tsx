import { FileText, Info, ListTree, Pencil, Tags, Trash2 } from 'lucide-react';
import { isVolumeUnit } from '../../../../domain/raw-material/constants.ts';
import { deleteBlockedReason } from '../../../../domain/raw-material/in-use.ts';
import type { RawMaterial } from '../../../../domain/raw-material/raw-material-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { deferredModule, useDeferredModule } from '../../../lib/deferred-module.ts';
import { formatLabel } from '../../../lib/format.ts';
import { formatUnitCost, sustainabilityCue } from '../lib/raw-material-display.ts';
import type { SortColumn, SortValue } from '../lib/table-query.ts';

// A volume unit's weighing note (decimal.js): only its tooltip shows it, so it loads after the first paint.
const densityNotes = deferredModule(() => import('../lib/density-note.ts'));
interface RawMaterialsTableProps {
  rows: RawMaterial[] | undefined;
  /** Another page or filter is loading while the current rows stay up. */
  busy?: boolean;
  sort: SortValue;
  onSort: (column: SortColumn) => void;
  canWrite: boolean;
  onEdit: (rawMaterial: RawMaterial) => void;
  onDelete: (rawMaterial: RawMaterial) => void;
  /** `deleteBlocked`: opened from a Delete that the raw material's use refuses, so the dialog says why. */
  onWhereUsed: (rawMaterial: RawMaterial, deleteBlocked?: boolean) => void;
  onOffers: (rawMaterial: RawMaterial) => void;
  onDocuments: (rawMaterial: RawMaterial) => void;
  /** Shown as the only row when the filter matches nothing. */
  emptyText: string;
}

type Actions = Pick<
  RawMaterialsTableProps,
  'canWrite' | 'onEdit' | 'onDelete' | 'onWhereUsed' | 'onOffers' | 'onDocuments'
>;

/** The inventory table (docs/product-rules.md, "The web app"): 5 skeleton rows while loading. */
export function RawMaterialsTable({
  rows,
  busy,
  sort,
  onSort,
  emptyText,
  ...actions
}: RawMaterialsTableProps) {
  // The table is the app's only tooltip user: its provider lives here, so Radix's popper stays out of the entry.
  return (
    <TooltipProvider>
      <DataTable
        aria-label="Ingredients"
        rows={rows}
        busy={busy}
        columns={columns(actions)}
        rowKey={(rawMaterial) => rawMaterial.id}
        sort={sort}
        onSort={onSort}
        emptyText={emptyText}
      />
    </TooltipProvider>
  );
}

function columns(actions: Actions): DataColumn<RawMaterial, SortColumn>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sort: 'name',
      cellClassName: 'min-w-40 whitespace-normal',
      cell: (rawMaterial) => (
        <>
          <div className="font-medium">{rawMaterial.name}</div>
          {rawMaterial.incisName && (
            <div className="text-muted-foreground text-xs">{rawMaterial.incisName}</div>
          )}
        </>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      sort: 'category',
      cell: (rawMaterial) => <Badge variant="blue">{formatLabel(rawMaterial.category)}</Badge>,
    },
    {
      id: 'supplier',
      header: 'Supplier',
      sort: 'supplier',
      cellClassName: 'min-w-32 whitespace-normal',
      cell: (rawMaterial) => rawMaterial.supplierName ?? 'Unknown',
    },
    {
      id: 'unitCost',
      header: 'Unit Cost',
      sort: 'unitCost',
      cellClassName: 'tabular-nums',
      cell: (rawMaterial) => <UnitCost rawMaterial={rawMaterial} />,
    },
    {
      id: 'sustainabilityRating',
      header: 'Sustainability',
      sort: 'sustainabilityRating',
      cell: (rawMaterial) => {
        const cue = sustainabilityCue(rawMaterial.sustainabilityRating);
        return (
          <Badge variant={cue.tone} data-tone={cue.tone}>
            {rawMaterial.sustainabilityRating}% · {cue.label}
          </Badge>
        );
      },
    },
    {
      id: 'qualityGrade',
      header: 'Quality Grade',
      sort: 'qualityGrade',
      cell: (rawMaterial) => formatLabel(rawMaterial.qualityGrade),
    },
    {
      id: 'shelfLifeMonths',
      header: 'Shelf Life',
      sort: 'shelfLifeMonths',
      cell: (rawMaterial) => <>{rawMaterial.shelfLifeMonths} months</>,
    },
    {
      id: 'actions',
      header: 'Actions',
      headClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (rawMaterial) => <RowActions rawMaterial={rawMaterial} {...actions} />,
    },
  ];
}

/** The unit cost; a volume unit's tooltip says how it is weighed. */
function UnitCost({ rawMaterial }: { rawMaterial: RawMaterial }) {
  const notes = useDeferredModule(densityNotes);
  return (
    <span className="inline-flex items-center gap-1">
      {formatUnitCost(rawMaterial.unitCost, rawMaterial.unit)}
      {isVolumeUnit(rawMaterial.unit) && (
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              className="rounded-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`How ${rawMaterial.unit} is costed`}
            >
              <Info className="size-3.5" aria-hidden="true" />
            </button>
          </TooltipTrigger>
          <TooltipContent>{notes?.densityNote(rawMaterial.unit, rawMaterial.density)}</TooltipContent>
        </Tooltip>
      )}
    </span>
  );
}

function RowActions({
  rawMaterial,
  canWrite,
  onEdit,
  onDelete,
  onWhereUsed,
  onOffers,
  onDocuments,
}: { rawMaterial: RawMaterial } & Actions) {
  return (
    <div className="flex justify-end">
      <IconButton
        icon={ListTree}
        className="size-8"
        aria-label={`Where used: ${rawMaterial.name}`}
        title="Where used"
        onClick={() => onWhereUsed(rawMaterial)}
      />
      <IconButton
        icon={Tags}
        className="size-8"
        aria-label={`Offers: ${rawMaterial.name}`}
        title="Offers"
        onClick={() => onOffers(rawMaterial)}
      />
      <IconButton
        icon={FileText}
        className="size-8"
        aria-label={`Documents: ${rawMaterial.name}`}
        title="Documents"
        onClick={() => onDocuments(rawMaterial)}
      />
      {canWrite && (
        <>
          <IconButton
            icon={Pencil}
            className="size-8"
            aria-label={`Edit ${rawMaterial.name}`}
            title="Edit"
            onClick={() => onEdit(rawMaterial)}
          />
          <DeleteButton rawMaterial={rawMaterial} onDelete={onDelete} onBlocked={onWhereUsed} />
        </>
      )}
    </div>
  );
}

/**
 * Delete, or why not: a raw material that formulations use cannot be deleted (the server refuses it with 409), so
 * the button is disabled and says why, on hover and on focus. aria-disabled rather than disabled keeps it
 * focusable, so keyboard and screen reader users get the reason too; a click (or a tap, where there is no
 * hover) opens Where Used with the reason written at its top, beside the formulations to change.
 */
function DeleteButton({
  rawMaterial,
  onDelete,
  onBlocked,
}: {
  rawMaterial: RawMaterial;
  onDelete: (rawMaterial: RawMaterial) => void;
  onBlocked: (rawMaterial: RawMaterial, deleteBlocked: true) => void;
}) {
  const used = rawMaterial.usageCount ?? 0;
  const reason = used > 0 ? deleteBlockedReason(used) : null;
  const reasonId = `delete-blocked-${rawMaterial.id}`;
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8', reason && 'cursor-not-allowed opacity-50')}
      aria-label={`Delete ${rawMaterial.name}`}
      aria-disabled={reason ? true : undefined}
      aria-describedby={reason ? reasonId : undefined}
      title={reason ? undefined : 'Delete'}
      onClick={() => (reason ? onBlocked(rawMaterial, true) : onDelete(rawMaterial))}
    >
      <Trash2 aria-hidden="true" />
      {reason && (
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      )}
    </Button>
  );
  if (!reason) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}
