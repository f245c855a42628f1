import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A lucide icon element, shown above the title. */
  icon?: React.ReactNode;
  /** The call to action, e.g. "Create First Formulation". */
  action?: React.ReactNode;
}

/** What a list shows when it has nothing yet (e.g. "No formulations yet"). */
export function EmptyState({ title, description, icon, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-2 px-6 py-12 text-center', className)}
      {...props}
    >
      {icon && (
        <div className="mb-2 text-muted-foreground [&_svg]:size-10" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="font-semibold text-foreground text-lg">{title}</p>
      {description && <p className="max-w-sm text-muted-foreground text-sm">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
