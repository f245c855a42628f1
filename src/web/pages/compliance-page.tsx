import { Flag, RefreshCw } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { can } from '../../domain/user/permissions.ts';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useRunChecks } from '../features/compliance/api/issue-mutations.ts';
import type { IssueFilter } from '../features/compliance/api/issue-page-options.ts';
import { IssueFilters } from '../features/compliance/components/issue-filters.tsx';
import { IssueList } from '../features/compliance/components/issue-list.tsx';
import { IssueFormDialog } from '../features/compliance/components/lazy-dialogs.ts';
import { ImpactTab, RegulatoryData, RuleLibrary } from '../features/compliance/components/lazy-tabs.ts';
import { notifySuccess } from '../features/compliance/lib/notify.ts';
import { useAuth } from '../lib/auth.ts';
import { notifyError } from '../lib/notify.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A tab whose content loads when first opened (lazy-tabs.ts), a placeholder meanwhile. */
function LazyTab({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsContent value={value} className="pt-2">
      <Suspense fallback={<Skeleton aria-busy="true" className="h-64 w-full" />}>{children}</Suspense>
    </TabsContent>
  );
}

/** /compliance (docs/product-rules.md, "Compliance"): alerts with their workflow, and the regulatory rule library. */
export function CompliancePage() {
  const { user } = useAuth();
  const canReport = can(user, 'report', 'compliance');
  const canWrite = can(user, 'write', 'compliance');
  const canImport = can(user, 'write', 'regulatory_datasets');
  const [filter, setFilter] = useState<IssueFilter>({});
  const [reporting, setReporting] = useState(false);
  const runChecks = useRunChecks();

  async function run() {
    try {
      const counts = await runChecks.mutateAsync();
      notifySuccess(
        'Checks complete',
        `${plural(counts.checked, 'formulation')} checked: ${plural(counts.opened, 'alert')} opened, ${counts.resolved} resolved.`,
      );
    } catch (error) {
      notifyError(error, 'Failed to run checks');
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Regulatory Compliance"
        description="Track compliance issues and the regulatory rules every formulation is checked against."
        actions={
          <>
            {canWrite && (
              <Button variant="outline" onClick={() => void run()} disabled={runChecks.isPending}>
                <RefreshCw aria-hidden="true" className={runChecks.isPending ? 'animate-spin' : undefined} />
                {runChecks.isPending ? 'Running checks…' : 'Run checks'}
              </Button>
            )}
            {canReport && (
              <Button onClick={() => setReporting(true)}>
                <Flag aria-hidden="true" />
                Report Issue
              </Button>
            )}
          </>
        }
      />
      <Tabs defaultValue="alerts">
        <TabsList>
          <TabsTrigger value="alerts">Alerts</TabsTrigger>
          <TabsTrigger value="rules">Rule Library</TabsTrigger>
          <TabsTrigger value="impact">Impact</TabsTrigger>
          {canImport && <TabsTrigger value="datasets">Regulatory data</TabsTrigger>}
        </TabsList>
        <TabsContent value="alerts" className="space-y-4 pt-2">
          <IssueFilters value={filter} onChange={setFilter} />
          <IssueList filter={filter} />
        </TabsContent>
        <LazyTab value="rules">
          <RuleLibrary />
        </LazyTab>
        <LazyTab value="impact">
          <ImpactTab />
        </LazyTab>
        {canImport && (
          <LazyTab value="datasets">
            <RegulatoryData />
          </LazyTab>
        )}
      </Tabs>
      {reporting && (
        <Suspense fallback={null}>
          <IssueFormDialog open onOpenChange={setReporting} />
        </Suspense>
      )}
    </div>
  );
}
