import { useQueryClient } from '@tanstack/react-query';
import { Atom, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { ChangeProposal } from '../../domain/change-proposal/change-proposal-schema.ts';
import type { SubstanceFunction } from '../../domain/substance/constants.ts';
import type { Substance } from '../../domain/substance/substance-schema.ts';
import { can } from '../../domain/user/permissions.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { usePendingProposals } from '../features/substances/api/change-proposals.ts';
import { useSubstancePage } from '../features/substances/api/list-substances.ts';
import {
  DeleteSubstanceDialog,
  ImportSubstances,
  ImportToxicology,
  PendingChanges,
  RejectProposalDialog,
  SubstanceFormDialog,
  SubstanceSuggestions,
  ToxicologyDialog,
} from '../features/substances/components/lazy-dialogs.ts';
import { ALL_FUNCTIONS, SubstanceFilters } from '../features/substances/components/substance-filters.tsx';
import { SubstancesTable } from '../features/substances/components/substances-table.tsx';
import {
  DEFAULT_SORT,
  PAGE_SIZE,
  type SortColumn,
  type SortValue,
} from '../features/substances/lib/table-query.ts';
import { useAuth } from '../lib/auth.ts';
import { notifyError } from '../lib/notify.ts';
import { nextSort } from '../lib/table-query.ts';
import { toast } from '../lib/toast.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useKeepPageInRange, usePageOffset } from '../lib/use-page-offset.ts';

/**
 * The substance catalogue (docs/product-rules.md, "Substances and the label"): what regulations and labels speak of, searched by INCI name, synonym or
 * CAS number, filtered, sorted and paged on the server; above it, the changes to its governed fields awaiting
 * review (ADR 037).
 */
export function SubstancesPage() {
  const { user } = useAuth();
  const canWrite = can(user, 'write', 'substances');
  const pending = usePendingProposals();
  // The toxicological profiles are the safety assessment's (ADR 052): its writers edit and import them.
  const canWriteSafety = can(user, 'write', 'safety');
  const [toxicology, setToxicology] = useState<Substance | null>(null);
  // Reviewing a substance nothing matched is the regulatory staff's (ADR 035).
  const canReview = can(user, 'write', 'compliance');
  const queryClient = useQueryClient();
  const onReview = async (substance: Substance) => {
    try {
      const { reviewSubstance } = await import('../features/substances/api/review-substance.ts');
      await reviewSubstance(queryClient, substance);
      toast({ title: 'Success', description: `${substance.inciName} marked as reviewed` });
    } catch (error) {
      notifyError(error, 'Failed to mark the substance as reviewed');
    }
  };
  const canDecide = can(user, 'write', 'change_proposals');
  const [rejecting, setRejecting] = useState<ChangeProposal | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [allergensOnly, setAllergensOnly] = useState(false);
  const [fn, setFunction] = useState(ALL_FUNCTIONS);
  const [sort, setSort] = useState<SortValue>(DEFAULT_SORT);
  const [offset, setOffset] = usePageOffset(JSON.stringify([q, allergensOnly, fn, sort]));
  // The dialog keeps its subject while it closes, so its title does not flip during the fade-out.
  const [form, setForm] = useState<{ open: boolean; substance?: Substance }>({ open: false });
  const [deleting, setDeleting] = useState<Substance | null>(null);

  const filtered = q !== '' || allergensOnly || fn !== ALL_FUNCTIONS;
  const page = useSubstancePage({
    limit: PAGE_SIZE,
    offset,
    q: q || undefined,
    sort,
    allergen: allergensOnly ? 'true' : undefined,
    function: fn === ALL_FUNCTIONS ? undefined : (fn as SubstanceFunction),
  });
  const total = page.data?.total ?? 0;
  const rows = page.data?.items;

  useKeepPageInRange(page, offset, setOffset, PAGE_SIZE);

  const onSort = (column: SortColumn) => setSort((current) => nextSort(current, column));
  const openAdd = () => setForm({ open: true });
  const showEmptyState = !!page.data && total === 0 && !filtered;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Substances"
        description={page.data ? `${total} substance(s) in the catalogue` : '\u00a0'}
        actions={
          canWrite && (
            <>
              <Suspense fallback={null}>
                <ImportSubstances />
              </Suspense>
              <Button onClick={openAdd}>
                <Plus aria-hidden="true" />
                Add Substance
              </Button>
            </>
          )
        }
      />

      {/* Below the header, not in it: a third header button squeezes the title out at laptop widths. */}
      {canWriteSafety && (
        <section
          aria-label="Toxicological profiles"
          className="flex flex-wrap items-center justify-end gap-2 text-sm"
        >
          <span className="text-muted-foreground">Toxicological profiles for the margins of safety:</span>
          <Suspense fallback={null}>
            <ImportToxicology />
          </Suspense>
        </section>
      )}

      {(pending.data?.length ?? 0) > 0 && (
        <Suspense fallback={null}>
          <PendingChanges canDecide={canDecide} onReject={setRejecting} />
        </Suspense>
      )}

      {page.isError && !page.data ? (
        <p role="alert" className="text-error-ink">
          Could not load the substances. Reload the page to try again.
        </p>
      ) : showEmptyState ? (
        <Card>
          <EmptyState
            icon={<Atom />}
            title="No substances yet"
            description="Add the substances your raw materials are made of: labels, allergens and limits are worked out from them."
            action={
              canWrite && (
                <Button onClick={openAdd}>
                  <Plus aria-hidden="true" />
                  Add First Substance
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <Card className="gap-4">
          <CardContent className="space-y-4">
            <SubstanceFilters
              search={search}
              onSearch={setSearch}
              allergensOnly={allergensOnly}
              onAllergensOnly={setAllergensOnly}
              fn={fn}
              onFunction={setFunction}
            />
            <SubstancesTable
              rows={rows}
              busy={page.isPlaceholderData}
              sort={sort}
              onSort={onSort}
              canWrite={canWrite}
              canReview={canReview}
              onReview={onReview}
              onEdit={(substance) => setForm({ open: true, substance })}
              onToxicology={canWriteSafety ? setToxicology : undefined}
              onDelete={setDeleting}
              emptyText="No substances match your search."
            />
            {/* A search that found nothing asks for the close names (ADR 067). */}
            {page.data && total === 0 && q && !page.isPlaceholderData && (
              <Suspense fallback={null}>
                <SubstanceSuggestions q={q} onPick={setSearch} />
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
          <SubstanceFormDialog
            open
            onOpenChange={(open) => setForm((state) => ({ ...state, open }))}
            substance={form.substance}
          />
        </Suspense>
      )}
      <RejectProposalDialog
        proposal={rejecting}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
      />
      <ToxicologyDialog substance={toxicology} onClose={() => setToxicology(null)} />
      <DeleteSubstanceDialog
        substance={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}
