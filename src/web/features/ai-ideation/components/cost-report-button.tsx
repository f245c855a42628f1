import { Download, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { CostReport } from '../../../../domain/ideation/ideation-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useCostReport } from '../api/cost-report.ts';
import { useChatAccess } from './chat-access.tsx';
import { CostReportView } from './cost-report-view.tsx';

function download(report: CostReport) {
  const url = URL.createObjectURL(new Blob([report.text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `ai-cost-optimization-report-${report.generatedAt.slice(0, 10)}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Cost Analysis's "Generate AI Cost Optimization Report": the report in a dialog, downloadable as text. */
export function AiCostReportButton() {
  const { allowed } = useChatAccess();
  const [open, setOpen] = useState(false);
  const report = useCostReport();
  if (!allowed) return null;

  const generate = () => {
    setOpen(true);
    report.mutate(undefined, {
      onError: (error) => {
        setOpen(false);
        notifyError(error, 'Failed to generate the AI cost optimization report. Please try again.');
      },
    });
  };

  return (
    <>
      <Button onClick={generate} disabled={report.isPending}>
        <Sparkles aria-hidden="true" />
        Generate AI Cost Optimization Report
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-4xl">
          <DialogHeader>
            <DialogTitle>AI Cost Optimization Report</DialogTitle>
            <DialogDescription>
              Every formulation's cost drivers and its best cheaper ingredient of the same category and
              function, computed by the built-in advisor from current prices.
            </DialogDescription>
          </DialogHeader>
          {report.data && !report.isPending ? (
            <CostReportView report={report.data} />
          ) : (
            <div aria-busy="true" className="space-y-3">
              <p role="status" className="sr-only">
                Generating the report…
              </p>
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button
              onClick={() => report.data && download(report.data)}
              disabled={!report.data || report.isPending}
            >
              <Download aria-hidden="true" />
              Download Report
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
