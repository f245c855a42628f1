import { PageHeader } from '../../components/ui/page-header.tsx';

export function AccountSettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Account Settings" />
    </div>
  );
}
