import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminUsersPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="User Management" />
    </div>
  );
}
