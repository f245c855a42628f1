import { Download } from 'lucide-react';
import type { AnalyticsReport } from '../../../../domain/analytics/report.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';

/** Saves text as a file through a temporary link to a blob URL. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Export Report": the monthly table on screen (same filters) as a CSV file, built in the browser. */
export function ExportReportButton({ report }: { report: AnalyticsReport | undefined }) {
  return (
    <Button
      variant="outline"
      disabled={!report}
      onClick={async () => {
        if (!report) return;
        const fileName = `analytics-${report.period}${report.productType ? `-${report.productType}` : ''}.csv`;
        // The CSV writer (papaparse) loads on the first export, not with the screen.
        const { monthlyCsv } = await import('../lib/monthly-csv.ts');
        download(monthlyCsv(report.monthly), fileName);
        toast({ variant: 'success', title: 'Report exported', description: `${fileName} downloaded.` });
      }}
    >
      <Download aria-hidden="true" />
      Export Report
    </Button>
  );
}
