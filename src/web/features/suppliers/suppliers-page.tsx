import { PageHeader } from '../../components/ui/page-header.tsx';

export function SuppliersPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Suppliers" />
    </div>
  );
}
