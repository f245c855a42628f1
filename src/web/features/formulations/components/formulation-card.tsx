import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { money, percent } from '../lib/format.ts';
import { StatusBadge } from './status-badge.tsx';

interface FormulationCardProps {
  formulation: Formulation;
  canWrite: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One formulation on the grid (docs/product-rules.md, "The web app"): name, description, status, type, cost per unit, margin, version. */
export function FormulationCard({
  formulation: f,
  canWrite,
  onView,
  onEdit,
  onDelete,
}: FormulationCardProps) {
  const titleId = `formulation-${f.id}-name`;
  return (
    <Card aria-labelledby={titleId} role="article" className="gap-4">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg leading-snug">
          {f.name}
        </CardTitle>
        <CardDescription className="line-clamp-2">
          {f.description || 'No description provided'}
        </CardDescription>
        <CardAction>
          <StatusBadge status={f.status} />
        </CardAction>
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Product Type</dt>
          <dd className="text-right font-medium">
            {f.productType ? statusLabel(f.productType) : 'Not specified'}
          </dd>
          <dt className="text-muted-foreground">Cost per Unit</dt>
          <dd className="text-right font-medium tabular-nums" data-testid="cost-per-unit">
            {money(f.costPerUnit, 2)}
          </dd>
          <dt className="text-muted-foreground">Target Margin</dt>
          <dd className="text-right font-medium tabular-nums">{percent(f.targetMargin, 0)}</dd>
          <dt className="text-muted-foreground">Version</dt>
          <dd className="text-right font-medium">v{f.version}</dd>
        </dl>
      </CardContent>
      <CardFooter className="gap-2">
        <Button variant="outline" size="sm" onClick={onView} aria-label={`View ${f.name} (v${f.version})`}>
          <Eye aria-hidden="true" />
          View
        </Button>
        {canWrite && (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={`Edit ${f.name} (v${f.version})`}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={onDelete}
              aria-label={`Delete ${f.name} (v${f.version})`}
              className="text-error-ink"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}

/** A card's shape while the list loads. */
export function FormulationCardSkeleton() {
  return (
    <Card className="gap-4" aria-hidden="true" data-testid="formulation-skeleton">
      <CardHeader>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
      </CardHeader>
      <CardContent className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </CardContent>
      <CardFooter className="gap-2">
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-16" />
      </CardFooter>
    </Card>
  );
}
