import { PageHeader } from '../../components/ui/page-header.tsx';

export function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Product Development Dashboard"
        description="Monitor costs, formulations and innovation progress across all projects"
      />
    </div>
  );
}
