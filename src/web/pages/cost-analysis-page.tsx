import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { can } from '../../domain/user/permissions.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import {
  CostBreakdownTable,
  CostSummaryTiles,
  ExportReportButton,
  OptimizationTips,
  useFormulations,
} from '../features/cost-analysis/index.ts';
import { useAuth } from '../lib/auth.ts';
import { href } from '../lib/paths.ts';

// The AI report (its button, dialog and advisor client) loads after the table: the page's first load stays small.
const AiCostReportButton = lazy(async () => ({
  default: (await import('../features/ai-ideation/index.ts')).AiCostReportButton,
}));

/** Spec part 1 §2 "Cost Analysis & Optimization"; the AI report button comes from the AI feature. */
export function CostAnalysisPage() {
  const { user } = useAuth();
  const { data: formulations, isLoading, isError } = useFormulations();
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
      <CostSummaryTiles formulations={formulations} isLoading={isLoading} />
      <CostBreakdownTable formulations={formulations} isLoading={isLoading} isError={isError} />
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
