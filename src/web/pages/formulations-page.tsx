import { FlaskConical, Plus, Search } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Formulation } from '../../domain/formulation/formulation.ts';
import { can } from '../../domain/user/permissions.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useFormulationList } from '../features/formulations/api/get-formulations.ts';
import {
  FormulationCard,
  FormulationCardSkeleton,
} from '../features/formulations/components/formulation-card.tsx';
import {
  CompareVersionsDialog,
  CreateFormulationDialog,
  DeleteFormulationDialog,
  EditFormulationDialog,
  ViewFormulationDialog,
} from '../features/formulations/components/lazy-dialogs.ts';
import { readApiError } from '../lib/api.ts';
import { useAuth } from '../lib/auth.ts';
import { paths } from '../lib/paths.ts';

type DialogState =
  | { kind: 'create' }
  | { kind: 'view' | 'edit' | 'compare'; id: string }
  | { kind: 'delete'; formulation: Formulation };

/** As docs/product-rules.md, "The web app" has it: 6 skeleton cards while the list loads. */
const SKELETON_CARDS = 6;
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** The Formulations page (docs/product-rules.md, "The web app"): cards, create / view / edit / delete, versions. */
export function FormulationsPage() {
  const { user } = useAuth();
  const canWrite = can(user, 'write', 'formulations');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = useFormulationList(q);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const close = () => setDialog(null);
  const edit = (id: string) => setDialog({ kind: 'edit', id });

  // /formulations?edit={id} (the dashboard's edit buttons) opens that edit dialog, and ?new=1 (Cost Analysis'
  // "New Analysis") the create form; then the parameter is cleared.
  const query = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(query);
    const id = params.get('edit');
    const create = params.get('new') === '1';
    if (!id && !create) return;
    // Someone who may not edit gets the read-only view instead (and no create form).
    if (id) setDialog({ kind: canWrite ? 'edit' : 'view', id });
    else if (canWrite) setDialog({ kind: 'create' });
    navigate(paths.formulations, { replace: true });
  }, [query, canWrite, navigate]);

  const createButton = (label: string) =>
    canWrite && (
      <Button onClick={() => setDialog({ kind: 'create' })}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
    );

  const items = list.data ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Formulations"
        description="Manage your skincare formulations with ingredient inventory tracking"
        actions={createButton('Create Formulation')}
      />

      <div className="relative max-w-sm">
        <Label htmlFor="formulation-search" className="sr-only">
          Search formulations
        </Label>
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="formulation-search"
          type="search"
          placeholder="Search by name or description"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>

      {list.isPending ? (
        <div aria-busy="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading formulations…</span>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <FormulationCardSkeleton key={index} />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-error-ink">
          {readApiError(list.error, 'Failed to load formulations').message}
        </p>
      ) : items.length === 0 ? (
        q ? (
          <EmptyState title="No formulations found" description={`Nothing matches “${q}”.`} />
        ) : (
          <EmptyState
            icon={<FlaskConical />}
            title="No formulations yet"
            description="Create your first formulation to start tracking ingredients and costs."
            action={createButton('Create First Formulation')}
          />
        )
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((formulation) => (
              <FormulationCard
                key={formulation.id}
                formulation={formulation}
                canWrite={canWrite}
                onView={() => setDialog({ kind: 'view', id: formulation.id })}
                onEdit={() => edit(formulation.id)}
                onDelete={() => setDialog({ kind: 'delete', formulation })}
              />
            ))}
          </div>
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? 'Loading...' : 'Load more formulations'}
              </Button>
            </div>
          )}
        </>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'create' && <CreateFormulationDialog onClose={close} />}
        {dialog?.kind === 'edit' && (
          <EditFormulationDialog key={dialog.id} id={dialog.id} onClose={close} onEditVersion={edit} />
        )}
        {dialog?.kind === 'view' && (
          <ViewFormulationDialog
            key={dialog.id}
            id={dialog.id}
            canWrite={canWrite}
            onClose={close}
            onCompare={(id) => setDialog({ kind: 'compare', id })}
            onEditVersion={edit}
          />
        )}
        {dialog?.kind === 'compare' && (
          <CompareVersionsDialog key={dialog.id} id={dialog.id} onClose={close} />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteFormulationDialog
            key={dialog.formulation.id}
            formulation={dialog.formulation}
            onClose={close}
          />
        )}
      </Suspense>
    </div>
  );
}
