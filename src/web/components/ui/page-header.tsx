import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

interface PageHeaderProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons shown at the header's right (e.g. "Create Formulation"). */
  actions?: React.ReactNode;
}

/** A screen's title (its one h1), subtitle and header buttons. */
export function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between', className)}
      {...props}
    >
      <div className="min-w-0 space-y-1">
        <h1 className="font-bold text-2xl text-foreground tracking-tight">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions && (
        <div className="flex flex-wrap items-center gap-2 sm:justify-end lg:shrink-0 lg:flex-nowrap">
          {actions}
        </div>
      )}
    </div>
  );
}
