import { PageHeader } from '../../components/ui/page-header.tsx';

export function ProfilePage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Profile" />
    </div>
  );
}
