import type * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { deferredModule, useDeferredModule, useFocusHandover } from '../../lib/deferred-module.ts';

/**
 * The checkbox (Radix Checkbox) with its code out of the screen's first download (docs/product-rules.md, "Budgets"): until the
 * primitives arrive (when the screen is idle, or as soon as it is pointed at or focused) it is the same button
 * with the same role, state, indicator and classes; a click meanwhile reports the change as Radix would. Every
 * checkbox here is controlled and two-state.
 */
const primitives = deferredModule(() => import('./checkbox-primitives.ts'));
type Primitives = typeof CheckboxPrimitive;
const loadPrimitives = () => void primitives.load().catch(() => undefined);

const ROOT_CLASSES =
  'peer size-4 shrink-0 rounded-sm border border-input bg-surface shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-error-ink data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground';
const INDICATOR_CLASSES = 'flex items-center justify-center';

/** A checkbox (role checkbox); label it with <Label htmlFor> or aria-label. */
export function Checkbox({
  className,
  checked = false,
  onCheckedChange,
  ...props
}: React.ComponentProps<Primitives['Root']>) {
  const real = useDeferredModule(primitives);
  const { autoFocus, standIn } = useFocusHandover(real, loadPrimitives);
  const check = <Check className="size-3.5" aria-hidden="true" />;
  if (real) {
    return (
      <real.Root
        data-slot="checkbox"
        className={cn(ROOT_CLASSES, className)}
        checked={checked}
        onCheckedChange={onCheckedChange}
        autoFocus={autoFocus}
        {...props}
      >
        <real.Indicator data-slot="checkbox-indicator" className={INDICATOR_CLASSES}>
          {check}
        </real.Indicator>
      </real.Root>
    );
  }
  const state = checked === true ? 'checked' : 'unchecked';
  const { disabled, required, onClick, onKeyDown, onFocus, onBlur, onPointerEnter, ...button } =
    props as React.ComponentProps<'button'> & { required?: boolean };
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === true}
      aria-required={required}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      value="on"
      data-slot="checkbox"
      className={cn(ROOT_CLASSES, className)}
      {...button}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(checked !== true);
      }}
      // As Radix does: checkboxes do not toggle on Enter (WAI-ARIA), only on Space.
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') event.preventDefault();
      }}
      {...standIn({ onFocus, onBlur, onPointerEnter })}
    >
      {checked === true && (
        <span
          data-state={state}
          data-disabled={disabled ? '' : undefined}
          data-slot="checkbox-indicator"
          className={INDICATOR_CLASSES}
          style={{ pointerEvents: 'none' }}
        >
          {check}
        </span>
      )}
    </button>
  );
}
