import { PageHeader } from '../../components/ui/page-header.tsx';

export function FormulationsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Formulations"
        description="Manage your skincare formulations with ingredient inventory tracking"
      />
    </div>
  );
}
