import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminSettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="System Settings" />
    </div>
  );
}
