import { PageHeader } from '../../components/ui/page-header.tsx';

export function CostAnalysisPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Cost Analysis & Optimization" />
    </div>
  );
}
