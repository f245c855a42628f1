import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { AiChatCard } from '../features/ai-ideation/index.ts';
import { ComplianceAlertCard } from '../features/compliance/index.ts';
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
import { href } from '../lib/paths.ts';

/** The signed-in home (spec part 1 §2 "Dashboard"): it composes the dashboard, suppliers, compliance
 * and AI features. */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Product Development Dashboard"
        description="Monitor costs, formulations and innovation progress across all projects"
        actions={
          <>
            <ExportReportButton />
            <Button asChild>
              <Link href={href('formulations')}>
                <Plus aria-hidden="true" />
                New Formulation
              </Link>
            </Button>
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
          <AiChatCard />
        </div>
        <div className="min-w-0">
          <TopSuppliersCard renderSupplier={(supplier) => <SupplierCompactCard supplier={supplier} />} />
        </div>
      </div>
      <ComplianceAlertsCard renderAlert={(alert) => <ComplianceAlertCard issue={alert} compact />} />
      <InnovationBanner />
    </div>
  );
}
