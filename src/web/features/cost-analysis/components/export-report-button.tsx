import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useExportReport } from '../../../lib/export-report.ts';

/** "Export Report": downloads the cost analysis as xlsx. */
export function ExportReportButton() {
  const exportReport = useExportReport('cost_analysis');
  const busy = exportReport.isPending;
  return (
    <Button
      variant="outline"
      onClick={() => exportReport.mutate()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {busy ? 'Exporting…' : 'Export Report'}
    </Button>
  );
}
