import { FileText, Info, ListTree, Pencil, Tags, Trash2 } from 'lucide-react';
import { isVolumeUnit } from '../../../../domain/ingredient/constants.ts';
import { deleteBlockedReason } from '../../../../domain/ingredient/in-use.ts';
import type { Ingredient } from '../../../../domain/ingredient/ingredient-schema.ts';
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
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { deferredModule, useDeferredModule } from '../../../lib/deferred-module.ts';
import { formatLabel } from '../../../lib/format.ts';
import { formatUnitCost, sustainabilityCue } from '../lib/ingredient-display.ts';
import type { SortColumn, SortValue } from '../lib/table-query.ts';

const SKELETON_ROWS = 5;
// A volume unit's weighing note (decimal.js): only its tooltip shows it, so it loads after the first paint.
const densityNotes = deferredModule(() => import('../lib/density-note.ts'));
const COLUMNS: readonly { column: SortColumn; label: string; className?: string }[] = [
  { column: 'name', label: 'Name' },
  { column: 'category', label: 'Category' },
  { column: 'supplier', label: 'Supplier' },
  { column: 'unitCost', label: 'Unit Cost' },
  { column: 'sustainabilityRating', label: 'Sustainability' },
  { column: 'qualityGrade', label: 'Quality Grade' },
  { column: 'shelfLifeMonths', label: 'Shelf Life' },
];

interface IngredientsTableProps {
  rows: Ingredient[] | undefined;
  /** Another page or filter is loading while the current rows stay up. */
  busy?: boolean;
  sort: SortValue;
  onSort: (column: SortColumn) => void;
  canWrite: boolean;
  onEdit: (ingredient: Ingredient) => void;
  onDelete: (ingredient: Ingredient) => void;
  /** `deleteBlocked`: opened from a Delete that the ingredient's use refuses, so the dialog says why. */
  onWhereUsed: (ingredient: Ingredient, deleteBlocked?: boolean) => void;
  onOffers: (ingredient: Ingredient) => void;
  onDocuments: (ingredient: Ingredient) => void;
  /** Shown as the only row when the filter matches nothing. */
  emptyText: string;
}

/** The inventory table (docs/product-rules.md, "The web app"): 5 skeleton rows while loading. */
export function IngredientsTable({ rows, busy, sort, onSort, emptyText, ...actions }: IngredientsTableProps) {
  // The table is the app's only tooltip user: its provider lives here, so Radix's popper stays out of the entry.
  return (
    <TooltipProvider>
      <Table aria-busy={!rows || busy} aria-label="Ingredients">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((col) => (
              <SortableHead key={col.column} {...col} sort={sort} onSort={onSort} />
            ))}
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!rows ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
              <TableRow key={index}>
                {Array.from({ length: COLUMNS.length + 1 }, (_, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  <TableCell key={cell}>
                    <Skeleton className="h-5 w-full min-w-12" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={COLUMNS.length + 1} className="py-10 text-center text-muted-foreground">
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((ingredient) => (
              <IngredientRow key={ingredient.id} ingredient={ingredient} {...actions} />
            ))
          )}
        </TableBody>
      </Table>
    </TooltipProvider>
  );
}

function IngredientRow({
  ingredient,
  canWrite,
  onEdit,
  onDelete,
  onWhereUsed,
  onOffers,
  onDocuments,
}: { ingredient: Ingredient } & Pick<
  IngredientsTableProps,
  'canWrite' | 'onEdit' | 'onDelete' | 'onWhereUsed' | 'onOffers' | 'onDocuments'
>) {
  const cue = sustainabilityCue(ingredient.sustainabilityRating);
  const notes = useDeferredModule(densityNotes);
  return (
    <TableRow>
      <TableCell className="min-w-40 whitespace-normal">
        <div className="font-medium">{ingredient.name}</div>
        {ingredient.incisName && <div className="text-muted-foreground text-xs">{ingredient.incisName}</div>}
      </TableCell>
      <TableCell>
        <Badge variant="blue">{formatLabel(ingredient.category)}</Badge>
      </TableCell>
      <TableCell className="min-w-32 whitespace-normal">{ingredient.supplierName ?? 'Unknown'}</TableCell>
      <TableCell className="tabular-nums">
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
      </TableCell>
      <TableCell>
        <Badge variant={cue.tone} data-tone={cue.tone}>
          {ingredient.sustainabilityRating}% · {cue.label}
        </Badge>
      </TableCell>
      <TableCell>{formatLabel(ingredient.qualityGrade)}</TableCell>
      <TableCell>{ingredient.shelfLifeMonths} months</TableCell>
      <TableCell className="text-right">
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
      </TableCell>
    </TableRow>
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
  ingredient: Ingredient;
  onDelete: (ingredient: Ingredient) => void;
  onBlocked: (ingredient: Ingredient, deleteBlocked: true) => void;
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
