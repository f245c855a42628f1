import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from './card.tsx';
import { Skeleton } from './skeleton.tsx';

/**
 * One figure card (sustainability scores, analytics): its label, the figure from the API, a line saying what it is
 * made of, and an icon in the card's colours.
 */
export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
  iconClassName,
}: {
  label: string;
  value: string;
  detail?: string;
  icon: LucideIcon;
  /** Background and ink of the icon's square, e.g. `bg-success-subtle text-success-ink`. */
  iconClassName: string;
}) {
  return (
    <Card className="py-5" role="group" aria-label={label}>
      <CardContent className="flex items-start justify-between gap-4 px-5">
        <div className="min-w-0 space-y-1">
          <p className="text-muted-foreground text-sm">{label}</p>
          <p className="font-bold text-2xl text-foreground tabular-nums" data-testid="stat-value">
            {value}
          </p>
          {detail && <p className="text-muted-foreground text-xs">{detail}</p>}
        </div>
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${iconClassName}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card className="py-5">
      <CardContent className="space-y-3 px-5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-7 w-24" />
        <Skeleton className="h-3 w-40" />
      </CardContent>
    </Card>
  );
}
