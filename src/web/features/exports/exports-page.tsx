import { PageHeader } from '../../components/ui/page-header.tsx';

export function ExportsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Exports" />
    </div>
  );
}
