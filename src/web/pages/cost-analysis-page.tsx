import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { can } from '../../domain/user/permissions.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import {
  COST_PAGE_SIZE,
  CostBreakdownTable,
  type CostSort,
  type CostSortColumn,
  CostSummaryTiles,
  ExportReportButton,
  OptimizationTips,
  useCostPage,
  useCostStats,
} from '../features/cost-analysis/index.ts';
import { useAuth } from '../lib/auth.ts';
import { href } from '../lib/paths.ts';
import { nextSort } from '../lib/table-query.ts';
import { useKeepPageInRange, usePageOffset } from '../lib/use-page-offset.ts';

// The AI report (its button, dialog and advisor client) loads after the table: the page's first load stays small.
const AiCostReportButton = lazy(async () => ({
  default: (await import('../features/ai-ideation/index.ts')).AiCostReportButton,
}));

/** The "Cost Analysis & Optimization" screen (docs/product-rules.md, "Costs and units"); the AI report button comes from the AI feature. */
export function CostAnalysisPage() {
  const { user } = useAuth();
  const stats = useCostStats();
  // Dearest first: what a cost review looks at first.
  const [sort, setSort] = useState<CostSort>('-costPerUnit');
  const [offset, setOffset] = usePageOffset(sort);
  const page = useCostPage({ offset, sort });
  useKeepPageInRange(page, offset, setOffset, COST_PAGE_SIZE);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Cost Analysis & Optimization"
        actions={
          <>
            <ExportReportButton />
            {/* A new analysis starts from a new formulation: the formulations screen opens its form on ?new=1. */}
            {can(user, 'write', 'formulations') && (
              <Button asChild>
                <Link href={href('formulations', { new: '1' })}>
                  <Plus aria-hidden="true" />
                  New Analysis
                </Link>
              </Button>
            )}
          </>
        }
      />
      <CostSummaryTiles stats={stats.data} isError={stats.isError} />
      <CostBreakdownTable
        formulations={page.data?.items}
        total={page.data?.total ?? 0}
        isLoading={page.isLoading}
        isError={page.isError}
        sort={sort}
        onSort={(column: CostSortColumn) => setSort((current) => nextSort(current, column))}
        offset={offset}
        onOffset={setOffset}
      />
      <Card>
        <CardHeader>
          <CardTitle>Cost Optimization Opportunities</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <OptimizationTips />
          <Suspense fallback={null}>
            <AiCostReportButton />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  );
}
