import { PageHeader } from '../../components/ui/page-header.tsx';

export function CompliancePage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Regulatory Compliance" />
    </div>
  );
}
