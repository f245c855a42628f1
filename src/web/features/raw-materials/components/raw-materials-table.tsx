import { FileText, Info, ListTree, Pencil, Tags, Trash2 } from 'lucide-react';
import { isVolumeUnit } from '../../../../domain/raw-material/constants.ts';
import { deleteBlockedReason } from '../../../../domain/raw-material/in-use.ts';
import type { RawMaterial } from '../../../../domain/raw-material/raw-material-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
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
  onEdit: (ingredient: RawMaterial) => void;
  onDelete: (ingredient: RawMaterial) => void;
  /** `deleteBlocked`: opened from a Delete that the ingredient's use refuses, so the dialog says why. */
  onWhereUsed: (ingredient: RawMaterial, deleteBlocked?: boolean) => void;
  onOffers: (ingredient: RawMaterial) => void;
  onDocuments: (ingredient: RawMaterial) => void;
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
        rowKey={(ingredient) => ingredient.id}
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
      cell: (ingredient) => (
        <>
          <div className="font-medium">{ingredient.name}</div>
          {ingredient.incisName && (
            <div className="text-muted-foreground text-xs">{ingredient.incisName}</div>
          )}
        </>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      sort: 'category',
      cell: (ingredient) => <Badge variant="blue">{formatLabel(ingredient.category)}</Badge>,
    },
    {
      id: 'supplier',
      header: 'Supplier',
      sort: 'supplier',
      cellClassName: 'min-w-32 whitespace-normal',
      cell: (ingredient) => ingredient.supplierName ?? 'Unknown',
    },
    {
      id: 'unitCost',
      header: 'Unit Cost',
      sort: 'unitCost',
      cellClassName: 'tabular-nums',
      cell: (ingredient) => <UnitCost ingredient={ingredient} />,
    },
    {
      id: 'sustainabilityRating',
      header: 'Sustainability',
      sort: 'sustainabilityRating',
      cell: (ingredient) => {
        const cue = sustainabilityCue(ingredient.sustainabilityRating);
        return (
          <Badge variant={cue.tone} data-tone={cue.tone}>
            {ingredient.sustainabilityRating}% · {cue.label}
          </Badge>
        );
      },
    },
    {
      id: 'qualityGrade',
      header: 'Quality Grade',
      sort: 'qualityGrade',
      cell: (ingredient) => formatLabel(ingredient.qualityGrade),
    },
    {
      id: 'shelfLifeMonths',
      header: 'Shelf Life',
      sort: 'shelfLifeMonths',
      cell: (ingredient) => <>{ingredient.shelfLifeMonths} months</>,
    },
    {
      id: 'actions',
      header: 'Actions',
      headClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (ingredient) => <RowActions ingredient={ingredient} {...actions} />,
    },
  ];
}

/** The unit cost; a volume unit's tooltip says how it is weighed. */
function UnitCost({ ingredient }: { ingredient: RawMaterial }) {
  const notes = useDeferredModule(densityNotes);
  return (
    <span className="inline-flex items-center gap-1">
      {formatUnitCost(ingredient.unitCost, ingredient.unit)}
      {isVolumeUnit(ingredient.unit) && (
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              className="rounded-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`How ${ingredient.unit} is costed`}
            >
              <Info className="size-3.5" aria-hidden="true" />
            </button>
          </TooltipTrigger>
          <TooltipContent>{notes?.densityNote(ingredient.unit, ingredient.density)}</TooltipContent>
        </Tooltip>
      )}
    </span>
  );
}

function RowActions({
  ingredient,
  canWrite,
  onEdit,
  onDelete,
  onWhereUsed,
  onOffers,
  onDocuments,
}: { ingredient: RawMaterial } & Actions) {
  return (
    <div className="flex justify-end">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Where used: ${ingredient.name}`}
        title="Where used"
        onClick={() => onWhereUsed(ingredient)}
      >
        <ListTree aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Offers: ${ingredient.name}`}
        title="Offers"
        onClick={() => onOffers(ingredient)}
      >
        <Tags aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Documents: ${ingredient.name}`}
        title="Documents"
        onClick={() => onDocuments(ingredient)}
      >
        <FileText aria-hidden="true" />
      </Button>
      {canWrite && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit ${ingredient.name}`}
            title="Edit"
            onClick={() => onEdit(ingredient)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteButton ingredient={ingredient} onDelete={onDelete} onBlocked={onWhereUsed} />
        </>
      )}
    </div>
  );
}

/**
 * Delete, or why not: an ingredient that formulations use cannot be deleted (the server refuses it with 409), so
 * the button is disabled and says why, on hover and on focus. aria-disabled rather than disabled keeps it
 * focusable, so keyboard and screen reader users get the reason too; a click (or a tap, where there is no
 * hover) opens Where Used with the reason written at its top, beside the formulations to change.
 */
function DeleteButton({
  ingredient,
  onDelete,
  onBlocked,
}: {
  ingredient: RawMaterial;
  onDelete: (ingredient: RawMaterial) => void;
  onBlocked: (ingredient: RawMaterial, deleteBlocked: true) => void;
}) {
  const used = ingredient.usageCount ?? 0;
  const reason = used > 0 ? deleteBlockedReason(used) : null;
  const reasonId = `delete-blocked-${ingredient.id}`;
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8', reason && 'cursor-not-allowed opacity-50')}
      aria-label={`Delete ${ingredient.name}`}
      aria-disabled={reason ? true : undefined}
      aria-describedby={reason ? reasonId : undefined}
      title={reason ? undefined : 'Delete'}
      onClick={() => (reason ? onBlocked(ingredient, true) : onDelete(ingredient))}
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
