import type * as SwitchPrimitive from '@radix-ui/react-switch';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { deferredModule, useDeferredModule, useFocusHandover } from '../../lib/deferred-module.ts';

/**
 * The switch (Radix Switch) with its code out of the screen's first download (docs/product-rules.md, "Budgets"): until the primitives
 * arrive (when the screen is idle, or as soon as it is pointed at or focused) it is the same button with the same
 * role, state and classes; a click meanwhile reports the change as Radix would. Every switch here is controlled.
 */
const primitives = deferredModule(() => import('./switch-primitives.ts'));
type Primitives = typeof SwitchPrimitive;
const loadPrimitives = () => void primitives.load().catch(() => undefined);

const ROOT_CLASSES =
  'peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input';
const THUMB_CLASSES =
  'pointer-events-none block size-4 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0.5';

/** An on/off switch (role switch); label it with <Label htmlFor> or aria-label. */
export function Switch({
  className,
  checked = false,
  onCheckedChange,
  ...props
}: React.ComponentProps<Primitives['Root']>) {
  const real = useDeferredModule(primitives);
  const { autoFocus, standIn } = useFocusHandover(real, loadPrimitives);
  if (real) {
    return (
      <real.Root
        data-slot="switch"
        className={cn(ROOT_CLASSES, className)}
        checked={checked}
        onCheckedChange={onCheckedChange}
        autoFocus={autoFocus}
        {...props}
      >
        <real.Thumb data-slot="switch-thumb" className={THUMB_CLASSES} />
      </real.Root>
    );
  }
  const state = checked ? 'checked' : 'unchecked';
  const { disabled, required, onClick, onFocus, onBlur, onPointerEnter, ...button } =
    props as React.ComponentProps<'button'> & { required?: boolean };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-required={required}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      value="on"
      data-slot="switch"
      className={cn(ROOT_CLASSES, className)}
      {...button}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...standIn({ onFocus, onBlur, onPointerEnter })}
    >
      <span
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        data-slot="switch-thumb"
        className={THUMB_CLASSES}
      />
    </button>
  );
}
