import { PageHeader } from '../../components/ui/page-header.tsx';

export function ScenariosPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Market & Business Scenarios" />
    </div>
  );
}
