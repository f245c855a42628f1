import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminActivityPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Activity Log" />
    </div>
  );
}
