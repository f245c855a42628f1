import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminThemePage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Theme Settings" />
    </div>
  );
}
