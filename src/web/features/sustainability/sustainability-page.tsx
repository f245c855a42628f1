import { PageHeader } from '../../components/ui/page-header.tsx';

export function SustainabilityPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Sustainability" />
    </div>
  );
}
