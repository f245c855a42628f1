import { FlaskConical, Pencil, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { dashboardStatusTone } from '../../../../domain/dashboard/tones.ts';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import { can } from '../../../../domain/user/permissions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { useCurrentFormulations } from '../api/index.ts';
import { DASHBOARD_LIMITS } from '../api/keys.ts';
import { ProductTypeMark } from './product-type-mark.tsx';

/** As many rows as the table shows once loaded, so the cards below keep their place. */
const PLACEHOLDERS = Array.from({ length: DASHBOARD_LIMITS.formulations }, (_, i) => i);

function PlaceholderRows() {
  return PLACEHOLDERS.map((i) => (
    <TableRow key={i} data-testid="formulation-placeholder">
      <TableCell>
        <div className="flex items-center gap-3">
          <Skeleton className="size-9" />
          <Skeleton className="h-4 w-40" />
        </div>
      </TableCell>
      <TableCell>
        <Skeleton className="h-5 w-24" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-14" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-10" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-8 w-20" />
      </TableCell>
    </TableRow>
  ));
}

function FormulationRow({
  formulation: f,
  canEdit,
  canIdeate,
}: {
  formulation: Formulation;
  canEdit: boolean;
  canIdeate: boolean;
}) {
  return (
    <TableRow>
      <TableCell className="min-w-48 whitespace-normal">
        <div className="flex items-center gap-3">
          <ProductTypeMark productType={f.productType} />
          <div className="min-w-0">
            <p className="font-medium text-foreground">{f.name}</p>
            <p className="text-muted-foreground text-xs">{statusLabel(f.productType)}</p>
          </div>
        </div>
      </TableCell>
      <TableCell>
        <Badge variant={dashboardStatusTone(f.status)}>{statusLabel(f.status)}</Badge>
      </TableCell>
      <TableCell className="tabular-nums">{formatMoney(f.costPerUnit, 2)}</TableCell>
      <TableCell className="tabular-nums">{formatPercent(f.targetMargin, 0)}</TableCell>
      <TableCell>
        <div className="flex items-center gap-1">
          {canEdit && (
            <Button asChild variant="ghost" size="icon">
              <Link href={href('formulations', { edit: f.id })} aria-label={`Edit ${f.name}`}>
                <Pencil aria-hidden="true" />
              </Link>
            </Button>
          )}
          {canIdeate && (
            <Button asChild variant="ghost" size="icon">
              <Link href={href('aiIdeation', { formulation: f.id })} aria-label={`AI ideas for ${f.name}`}>
                <Sparkles aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}

/** "Current Formulations": the newest five, with edit and AI shortcuts for the roles that may use them. */
export function CurrentFormulationsTable() {
  const { user } = useAuth();
  const { data, isLoading, isError } = useCurrentFormulations();
  const formulations = (data ?? []).slice(0, DASHBOARD_LIMITS.formulations);
  const empty = !isLoading && !isError && formulations.length === 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle id="current-formulations-title">Current Formulations</CardTitle>
        <CardAction>
          <Button asChild variant="outline" size="sm">
            <Link href={href('formulations')}>View All</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p role="alert" className="py-6 text-center text-error-ink text-sm">
            Unable to load formulations.
          </p>
        ) : empty ? (
          <EmptyState
            icon={<FlaskConical />}
            title="No formulations found"
            description="Create your first formulation to get started"
          />
        ) : (
          <Table aria-labelledby="current-formulations-title" aria-busy={isLoading || undefined}>
            <TableHeader>
              <TableRow>
                <TableHead>Product Name</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Cost/Unit</TableHead>
                <TableHead>Margin</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isLoading ? (
                <PlaceholderRows />
              ) : (
                formulations.map((f) => (
                  <FormulationRow
                    key={f.id}
                    formulation={f}
                    canEdit={can(user, 'write', 'formulations')}
                    canIdeate={can(user, 'write', 'ideation')}
                  />
                ))
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
