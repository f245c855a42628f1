import type * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module.ts';

/**
 * Tooltips (Radix Tooltip) with their code out of the screen's first download (docs/product-rules.md, "Budgets"): a tooltip opens only
 * after its delay, so until the primitives arrive (fetched when the screen is idle after its first paint) each
 * trigger shows alone. Radix's provider must wrap every tooltip, so the provider's subtree mounts once more when
 * the code arrives, with the same markup.
 */
const primitives = deferredModule(() => import('./tooltip-primitives.ts'));
type Primitives = typeof TooltipPrimitive;

/** As docs/product-rules.md, "The web app" has it: tooltips open after 700 ms, and move between triggers without delay for 300 ms. */
export function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  children,
  ...props
}: React.ComponentProps<Primitives['Provider']>) {
  const real = useDeferredModule(primitives);
  if (!real) return children;
  return (
    <real.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props}>
      {children}
    </real.Provider>
  );
}

export function Tooltip({ children, ...props }: React.ComponentProps<Primitives['Root']>) {
  const real = useDeferredModule(primitives);
  if (!real) return children;
  return (
    <real.Root data-slot="tooltip" {...props}>
      {children}
    </real.Root>
  );
}

/** With `asChild` (the only way it is used): the child is the trigger, alone until the primitives arrive. */
export function TooltipTrigger({ children, ...props }: React.ComponentProps<Primitives['Trigger']>) {
  const real = useDeferredModule(primitives);
  if (!real) return children;
  return (
    <real.Trigger data-slot="tooltip-trigger" {...props}>
      {children}
    </real.Trigger>
  );
}

export function TooltipContent({
  className,
  sideOffset = 4,
  children,
  ...props
}: React.ComponentProps<Primitives['Content']>) {
  const real = useDeferredModule(primitives);
  if (!real) return null;
  return (
    <real.Portal>
      <real.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs animate-fade-in rounded-md bg-foreground px-3 py-1.5 text-background text-xs data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      >
        {children}
      </real.Content>
    </real.Portal>
  );
}
