import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Admin Dashboard" />
    </div>
  );
}
