import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Goal } from '../../domain/sustainability/goals.ts';
import { can } from '../../domain/user/permissions.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useSustainabilityOverview } from '../features/sustainability/api/get-overview.ts';
import { CertificationsCard } from '../features/sustainability/components/certifications-card.tsx';
import { GoalsCard } from '../features/sustainability/components/goals-card.tsx';
import { DeleteGoalDialog, GoalFormDialog } from '../features/sustainability/components/lazy-dialogs.ts';
import { NaturalOriginCard } from '../features/sustainability/components/natural-origin-card.tsx';
import { ScoreCards } from '../features/sustainability/components/score-cards.tsx';
import { SupplierTable } from '../features/sustainability/components/supplier-table.tsx';
import { useAuth } from '../lib/auth.ts';

/** The Sustainability screen, every figure live from GET /api/sustainability/overview (docs/product-rules.md, "Sustainability, analytics, exports"). */
export function SustainabilityPage() {
  const { user } = useAuth();
  const { data, isError } = useSustainabilityOverview();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Goal | undefined>();
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const mayWrite = can(user, 'write', 'sustainability');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Sustainability"
        description="Environmental impact of the portfolio, sustainability goals and supplier certifications."
        actions={
          mayWrite && (
            <Button
              disabled={!data}
              onClick={() => {
                setEditing(undefined);
                setFormOpen(true);
              }}
            >
              <Plus aria-hidden="true" />
              New Initiative
            </Button>
          )
        }
      />
      {isError ? (
        <Card>
          <CardContent>
            <p role="alert" className="text-error-ink">
              Unable to load sustainability data
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ScoreCards cards={data?.scoreCards} />
          {data ? (
            <>
              <div className="grid gap-6 xl:grid-cols-2">
                <GoalsCard
                  goals={data.goals}
                  onEdit={
                    mayWrite
                      ? (goal) => {
                          setEditing(goal);
                          setFormOpen(true);
                        }
                      : undefined
                  }
                  onDelete={mayWrite ? setDeleting : undefined}
                />
                <CertificationsCard
                  certifications={data.certifications}
                  certifiedPercent={data.certifiedSuppliersPercent}
                />
              </div>
              <NaturalOriginCard naturalOrigin={data.naturalOrigin} />
              <SupplierTable suppliers={data.suppliers} />
              {formOpen && (
                <Suspense fallback={null}>
                  <GoalFormDialog open onOpenChange={setFormOpen} metrics={data.metrics} goal={editing} />
                </Suspense>
              )}
              <DeleteGoalDialog goal={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
            </>
          ) : (
            <div aria-busy="true" className="space-y-6">
              <Skeleton className="h-64 w-full" />
              <Skeleton className="h-64 w-full" />
            </div>
          )}
        </>
      )}
    </div>
  );
}
