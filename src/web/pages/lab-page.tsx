import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { can } from '../../domain/user/permissions.ts';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { BatchesTable } from '../features/lab/components/batches-table.tsx';
import { DueList } from '../features/lab/components/due-list.tsx';
import { NewBatchDialog } from '../features/lab/components/lazy-dialogs.ts';
import { StudiesTable } from '../features/lab/components/studies-table.tsx';
import { useAuth } from '../lib/auth.ts';
import { href } from '../lib/paths.ts';

// The weigh-off and the study carry forms, the grid and the charts: loaded when one is opened.
const WeighOffView = lazy(async () => ({
  default: (await import('../features/lab/components/weigh-off-view.tsx')).WeighOffView,
}));
const StudyView = lazy(async () => ({
  default: (await import('../features/lab/components/study-view.tsx')).StudyView,
}));

/**
 * The lab (docs/architecture.md, "The lab"): batches weighed off at the bench, stability studies and their due
 * time points. `?batch=<id>` opens a batch's weigh-off view (made for a tablet), `?study=<id>` a study's grid.
 */
export function LabPage() {
  const { user } = useAuth();
  const canWrite = can(user, 'write', 'lab');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const batchId = params.get('batch');
  const studyId = params.get('study');
  const open = (search: Record<string, string>) => navigate(href('lab', search));
  const back = () => navigate(href('lab'));

  return (
    <div className="space-y-6">
      <PageHeader
        title="Lab"
        description="Lab batches weighed off at the bench, stability studies and challenge tests."
        actions={
          canWrite &&
          !batchId &&
          !studyId && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New Lab Batch
            </Button>
          )
        }
      />
      <Suspense fallback={<p className="text-muted-foreground text-sm">Loading...</p>}>
        {batchId ? (
          <WeighOffView
            id={batchId}
            canWrite={canWrite}
            onBack={back}
            onOpenStudy={(id) => open({ study: id })}
          />
        ) : studyId ? (
          <StudyView
            id={studyId}
            canWrite={canWrite}
            onBack={back}
            onOpenBatch={(id) => open({ batch: id })}
          />
        ) : (
          <Tabs defaultValue="batches">
            <TabsList>
              <TabsTrigger value="batches">Batches</TabsTrigger>
              <TabsTrigger value="stability">Stability</TabsTrigger>
            </TabsList>
            <TabsContent value="batches" className="pt-4">
              <BatchesTable onOpen={(id) => open({ batch: id })} />
            </TabsContent>
            <TabsContent value="stability" className="space-y-6 pt-4">
              <DueList onOpen={(id) => open({ study: id })} />
              <StudiesTable onOpen={(id) => open({ study: id })} />
            </TabsContent>
          </Tabs>
        )}
        {creating && (
          <NewBatchDialog
            onClose={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              open({ batch: id });
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
