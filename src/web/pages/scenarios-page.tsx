import { GitBranch, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Scenario } from '../../domain/scenario/scenario-schema.ts';
import { can } from '../../domain/user/permissions.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useScenarios } from '../features/scenarios/api/get-scenarios.ts';
import { useRunScenario, useScenarioAction } from '../features/scenarios/api/scenario-mutations.ts';
import { DeleteScenarioDialog, ScenarioFormDialog } from '../features/scenarios/components/lazy-dialogs.ts';
import { ScenarioCard } from '../features/scenarios/components/scenario-card.tsx';
import { ScenarioTypeCards } from '../features/scenarios/components/scenario-type-cards.tsx';
import { readApiError } from '../lib/api.ts';
import { useAuth } from '../lib/auth.ts';
import { toast } from '../lib/toast.ts';

const SKELETON_CARDS = 3;

function SkeletonList() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">Loading scenarios</span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
        <Card key={index} className="gap-4">
          <CardHeader>
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </CardHeader>
          <CardContent className="space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-14 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Toasts for a one-click action; the list refreshes through the mutation and the event stream. */
function notified<T>(
  mutate: (scenario: Scenario) => Promise<T>,
  texts: { success: (scenario: Scenario, result: T) => string; failure: string },
) {
  return async (scenario: Scenario) => {
    try {
      const result = await mutate(scenario);
      toast({ title: 'Success', description: texts.success(scenario, result) });
    } catch (error) {
      toast({
        title: 'Error',
        description: readApiError(error, texts.failure).message,
        variant: 'destructive',
      });
    }
  };
}

/** Market & Business Scenarios (docs/product-rules.md, "Scenarios"). */
export function ScenariosPage() {
  const { user } = useAuth();
  const canWrite = can(user, 'write', 'scenarios');
  const scenarios = useScenarios();
  const run = useRunScenario();
  const copy = useScenarioAction('copy');
  const archive = useScenarioAction('archive');
  const [form, setForm] = useState<{ open: boolean; scenario?: Scenario }>({ open: false });
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const openNew = () => setForm({ open: true });

  const actions = {
    onRun: notified((s) => run.mutateAsync(s.id), {
      success: (s) => `Scenario "${s.name}" completed`,
      failure: 'Failed to run scenario',
    }),
    onCopy: notified((s) => copy.mutateAsync(s.id), {
      success: (_, created) => `Scenario copied as "${created.name}"`,
      failure: 'Failed to copy scenario',
    }),
    onArchive: notified((s) => archive.mutateAsync(s.id), {
      success: () => 'Scenario archived successfully',
      failure: 'Failed to archive scenario',
    }),
    onEdit: (scenario: Scenario) => setForm({ open: true, scenario }),
    onDelete: setDeleting,
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Market & Business Scenarios"
        description="Test pricing, costs, competitor moves and regulation against your live formulations."
        actions={
          canWrite && (
            <Button onClick={openNew}>
              <Plus aria-hidden="true" />
              New Scenario
            </Button>
          )
        }
      />

      <ScenarioTypeCards scenarios={scenarios.data} />

      <section aria-labelledby="scenario-list-heading" className="space-y-4">
        <h2 id="scenario-list-heading" className="font-semibold text-lg">
          Scenarios
        </h2>
        {scenarios.isPending ? (
          <SkeletonList />
        ) : scenarios.isError ? (
          <p role="alert" className="text-error-ink">
            Could not load the scenarios. Reload the page to try again.
          </p>
        ) : scenarios.data.length === 0 ? (
          <Card>
            <EmptyState
              icon={<GitBranch />}
              title="No scenarios yet"
              description="Create a scenario to test a price, a cost change, a competitor move or a new regulation."
              action={
                canWrite && (
                  <Button onClick={openNew}>
                    <Plus aria-hidden="true" />
                    New Scenario
                  </Button>
                )
              }
            />
          </Card>
        ) : (
          <div className="space-y-4">
            {scenarios.data.map((scenario) => (
              <ScenarioCard key={scenario.id} scenario={scenario} canWrite={canWrite} actions={actions} />
            ))}
          </div>
        )}
      </section>

      {form.open && (
        <Suspense fallback={null}>
          <ScenarioFormDialog
            open
            onOpenChange={(open) => setForm((state) => ({ ...state, open }))}
            scenario={form.scenario}
          />
        </Suspense>
      )}
      <DeleteScenarioDialog
        scenario={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}
