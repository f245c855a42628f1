import { Download } from 'lucide-react';
import type { AnalyticsReport } from '../../../../domain/analytics/report.ts';
import { Button } from '../../../components/ui/button.tsx';
import { downloadText } from '../../../lib/download-text.ts';
import { toast } from '../../../lib/toast.ts';

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
        downloadText(monthlyCsv(report.monthly), fileName);
        toast({ variant: 'success', title: 'Report exported', description: `${fileName} downloaded.` });
      }}
    >
      <Download aria-hidden="true" />
      Export Report
    </Button>
  );
}
