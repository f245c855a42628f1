import { Beaker, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { RawMaterial } from '../../domain/raw-material/raw-material-schema.ts';
import { can } from '../../domain/user/permissions.ts';
import { DocumentsDialog } from '../components/documents/lazy-documents-dialog.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { useInventoryCount, useRawMaterialPage } from '../features/raw-materials/api/list-raw-materials.ts';
import {
  DeleteRawMaterialDialog,
  ImportRawMaterials,
  OffersDialog,
  RawMaterialFormDialog,
  RawMaterialSuggestions,
  WhereUsedDialog,
} from '../features/raw-materials/components/lazy-dialogs.ts';
import {
  ALL_CATEGORIES,
  RawMaterialFilters,
} from '../features/raw-materials/components/raw-material-filters.tsx';
import { RawMaterialsTable } from '../features/raw-materials/components/raw-materials-table.tsx';
import {
  DEFAULT_SORT,
  PAGE_SIZE,
  type SortColumn,
  type SortValue,
} from '../features/raw-materials/lib/table-query.ts';
import { useAuth } from '../lib/auth.ts';
import { nextSort } from '../lib/table-query.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useKeepPageInRange, usePageOffset } from '../lib/use-page-offset.ts';

/** The Ingredient Inventory screen (docs/product-rules.md, "The web app"): searched, filtered, sorted and paged on the server. */
export function RawMaterialsPage() {
  const { user } = useAuth();
  const canWrite = can(user, 'write', 'ingredients');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [sort, setSort] = useState<SortValue>(DEFAULT_SORT);
  const [offset, setOffset] = usePageOffset(JSON.stringify([q, category, sort]));
  // The dialog keeps its subject while it closes, so its title does not flip during the fade-out.
  const [form, setForm] = useState<{ open: boolean; rawMaterial?: RawMaterial }>({ open: false });
  const [deleting, setDeleting] = useState<RawMaterial | null>(null);
  const [offers, setOffers] = useState<RawMaterial | null>(null);
  const [documents, setDocuments] = useState<RawMaterial | null>(null);
  const [whereUsed, setWhereUsed] = useState<{ rawMaterial: RawMaterial; deleteBlocked: boolean } | null>(
    null,
  );

  const filtered = q !== '' || category !== ALL_CATEGORIES;
  const page = useRawMaterialPage({
    limit: PAGE_SIZE,
    offset,
    q: q || undefined,
    sort,
    category: category === ALL_CATEGORIES ? undefined : category,
  });
  const total = page.data?.total ?? 0;
  const rows = page.data?.items;
  const inventory = useInventoryCount(filtered);
  const inventoryTotal = filtered ? inventory.data : page.data?.total;

  useKeepPageInRange(page, offset, setOffset, PAGE_SIZE);

  const onSort = (column: SortColumn) => setSort((current) => nextSort(current, column));
  const openAdd = () => setForm({ open: true });
  const showEmptyState = !!page.data && total === 0 && !filtered;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Ingredient Inventory"
        description={
          inventoryTotal === undefined
            ? '\u00a0'
            : `${inventoryTotal} ingredient(s) in your inventory${filtered && page.data ? ` · ${total} matching` : ''}`
        }
        actions={
          canWrite && (
            <>
              <Suspense
                fallback={
                  <Button variant="outline" disabled>
                    Import CSV or Excel
                  </Button>
                }
              >
                <ImportRawMaterials />
              </Suspense>
              <Button onClick={openAdd}>
                <Plus aria-hidden="true" />
                Add Ingredient
              </Button>
            </>
          )
        }
      />

      {page.isError && !page.data ? (
        <p role="alert" className="text-error-ink">
          Could not load the ingredients. Reload the page to try again.
        </p>
      ) : showEmptyState ? (
        <Card>
          <EmptyState
            icon={<Beaker />}
            title="No ingredients yet"
            description="Add the raw materials you formulate with to track their cost, supplier and sustainability."
            action={
              canWrite && (
                <Button onClick={openAdd}>
                  <Plus aria-hidden="true" />
                  Add First Ingredient
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <Card className="gap-4">
          <CardContent className="space-y-4">
            <RawMaterialFilters
              search={search}
              onSearch={setSearch}
              category={category}
              onCategory={setCategory}
            />
            <RawMaterialsTable
              rows={rows}
              busy={page.isPlaceholderData}
              sort={sort}
              onSort={onSort}
              canWrite={canWrite}
              onEdit={(rawMaterial) => setForm({ open: true, rawMaterial })}
              onDelete={setDeleting}
              onWhereUsed={(rawMaterial, deleteBlocked = false) =>
                setWhereUsed({ rawMaterial, deleteBlocked })
              }
              onOffers={setOffers}
              onDocuments={setDocuments}
              emptyText="No ingredients match your search."
            />
            {/* A search that found nothing asks for the close names (ADR 067). */}
            {total === 0 && q && !page.isPlaceholderData && (
              <Suspense fallback={null}>
                <RawMaterialSuggestions q={q} onPick={setSearch} />
              </Suspense>
            )}
            {page.data && total > 0 && (
              <Pagination
                offset={offset}
                count={rows?.length ?? 0}
                total={total}
                pageSize={PAGE_SIZE}
                onOffset={setOffset}
              />
            )}
          </CardContent>
        </Card>
      )}

      {form.open && (
        <Suspense fallback={null}>
          <RawMaterialFormDialog
            open
            onOpenChange={(open) => setForm((state) => ({ ...state, open }))}
            rawMaterial={form.rawMaterial}
          />
        </Suspense>
      )}
      <DeleteRawMaterialDialog
        rawMaterial={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
      <OffersDialog
        rawMaterial={offers}
        canWrite={canWrite}
        onOpenChange={(open) => {
          if (!open) setOffers(null);
        }}
      />
      <DocumentsDialog
        owner={documents && { kind: 'ingredient', id: documents.id, name: documents.name }}
        canWrite={canWrite}
        onOpenChange={(open) => {
          if (!open) setDocuments(null);
        }}
      />
      <WhereUsedDialog
        rawMaterial={whereUsed?.rawMaterial ?? null}
        deleteBlocked={whereUsed?.deleteBlocked}
        onOpenChange={(open) => {
          if (!open) setWhereUsed(null);
        }}
      />
    </div>
  );
}
