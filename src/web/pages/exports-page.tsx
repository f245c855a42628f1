import { PageHeader } from '../components/ui/page-header.tsx';
import { ExportForm } from '../features/exports/components/export-form.tsx';
import { RecentExports } from '../features/exports/components/recent-exports.tsx';

export function ExportsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Exports"
        description="Export formulations, inventory, suppliers and reports as Excel, CSV or PDF files."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ExportForm />
        <RecentExports />
      </div>
    </div>
  );
}
