import { PageHeader } from '../../components/ui/page-header.tsx';

export function AnalyticsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Analytics" />
    </div>
  );
}
