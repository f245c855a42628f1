import type * as AvatarPrimitive from '@radix-ui/react-avatar';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module.ts';

/**
 * The avatar (Radix Avatar) with its code out of the screen's first download (docs/product-rules.md, "Budgets"). Radix shows the
 * fallback until the picture has loaded, so until the primitives arrive (when the screen is idle) the avatar is
 * what Radix first renders anyway: the circle and its fallback.
 */
const primitives = deferredModule(() => import('./avatar-primitives.ts'));
type Primitives = typeof AvatarPrimitive;

const ROOT_CLASSES = 'relative flex size-8 shrink-0 overflow-hidden rounded-full';
const FALLBACK_CLASSES =
  'flex size-full items-center justify-center rounded-full bg-primary-subtle font-medium text-primary-ink text-xs';

export function Avatar({ className, ...props }: React.ComponentProps<Primitives['Root']>) {
  const real = useDeferredModule(primitives);
  const Root = real ? real.Root : 'span';
  return <Root data-slot="avatar" className={cn(ROOT_CLASSES, className)} {...props} />;
}

/** The picture; pass alt="" when the person's name is written next to it. */
export function AvatarImage({ className, ...props }: React.ComponentProps<Primitives['Image']>) {
  const real = useDeferredModule(primitives);
  if (!real) return null;
  return (
    <real.Image data-slot="avatar-image" className={cn('aspect-square size-full', className)} {...props} />
  );
}

/** Shown while the picture loads or when there is none (e.g. the user's initials). */
export function AvatarFallback({ className, ...props }: React.ComponentProps<Primitives['Fallback']>) {
  const real = useDeferredModule(primitives);
  const Fallback = real ? real.Fallback : 'span';
  return <Fallback data-slot="avatar-fallback" className={cn(FALLBACK_CLASSES, className)} {...props} />;
}
