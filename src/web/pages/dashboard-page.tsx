import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { can } from '../../domain/user/permissions.ts';
import { featureOn, useAppConfig } from '../app/use-app-config.ts';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import {
  ComplianceAlertsCard,
  CostBreakdownCard,
  CurrentFormulationsTable,
  ExportReportButton,
  InnovationBanner,
  PortfolioSummary,
  StatsStrip,
  TopSuppliersCard,
} from '../features/dashboard/index.ts';
import { SupplierCompactCard } from '../features/suppliers/components/supplier-compact-card.tsx';
import { useAuth } from '../lib/auth.ts';
import { href } from '../lib/paths.ts';

// The chat card carries the ideation engine (decimal.js) and its dialog: loaded after the first render, so the
// dashboard's first download stays within the route budget (docs/product-rules.md, "Budgets").
const AiChatCard = lazy(async () => ({
  default: (await import('../features/ai-ideation/index.ts')).AiChatCard,
}));
// The alert cards sit at the foot of the page and carry the status workflow (its mutation, menu and urgent-action
// dialog): loaded after the first render too, each showing the card's loading skeleton until then.
const ComplianceAlertCard = lazy(async () => ({
  default: (await import('../features/compliance/index.ts')).ComplianceAlertCard,
}));

/** The signed-in home (docs/product-rules.md, "The web app"): it composes the dashboard, suppliers, compliance
 * and AI features. */
export function DashboardPage() {
  const { data: config } = useAppConfig();
  // Buttons a role cannot use are not shown: a viewer neither creates formulations nor chats with the AI.
  const { user } = useAuth();
  const canCreate = can(user, 'write', 'formulations');
  const canBrainstorm = can(user, 'write', 'ideation') && featureOn(config, 'aiIdeation');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Product Development Dashboard"
        description="Monitor costs, formulations and innovation progress across all projects"
        actions={
          <>
            <ExportReportButton />
            {canCreate && (
              <Button asChild>
                <Link href={href('formulations', { new: '1' })}>
                  <Plus aria-hidden="true" />
                  New Formulation
                </Link>
              </Button>
            )}
          </>
        }
      />
      <StatsStrip />
      <PortfolioSummary />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2 [&>[data-slot=card]]:h-full">
          <CurrentFormulationsTable />
        </div>
        <div className="min-w-0 [&>[data-slot=card]]:h-full">
          <CostBreakdownCard />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Suspense fallback={<Skeleton aria-busy="true" className="h-96 w-full" />}>
            <AiChatCard />
          </Suspense>
        </div>
        <div className="min-w-0">
          <TopSuppliersCard renderSupplier={(supplier) => <SupplierCompactCard supplier={supplier} />} />
        </div>
      </div>
      {/* Compliance switched off closes its routes (docs/product-rules.md, "Sign-in and permissions"): the card goes with them. */}
      {featureOn(config, 'compliance') && (
        <ComplianceAlertsCard
          renderAlert={(alert) => (
            <Suspense fallback={<Skeleton aria-busy="true" className="h-24 w-full" />}>
              <ComplianceAlertCard issue={alert} compact />
            </Suspense>
          )}
        />
      )}
      <InnovationBanner canCreate={canCreate} canBrainstorm={canBrainstorm} />
    </div>
  );
}
