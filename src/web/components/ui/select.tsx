import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { deferredModule, useDeferredModule, useFocusHandover } from '../../lib/deferred-module.ts';

/**
 * The select (Radix Select) with its code out of the screen's first download (docs/product-rules.md, "Budgets"): until the primitives
 * arrive (when the screen is idle, or as soon as the trigger is pointed at or focused), `Select` renders the closed
 * trigger alone, the same button with the same role, name, value text, classes and state. A click or an opening
 * key meanwhile opens the list as soon as it is there, and a focused trigger hands its focus to the real one.
 */
const primitives = deferredModule(() => import('./select-primitives.tsx'));
type Primitives = Awaited<ReturnType<typeof primitives.load>>;

interface SelectState {
  /** The Radix primitives, or null while the stand-in shows. */
  real: Primitives | null;
  value?: string;
  disabled?: boolean;
  /** The selected item's text, found among the select's children (the stand-in renders no list). */
  label?: React.ReactNode;
  /** The stand-in was clicked or opened from the keyboard. */
  askOpen: () => void;
  /** A focused stand-in trigger hands its focus to the real one. */
  focus: ReturnType<typeof useFocusHandover>;
}

const SelectContext = React.createContext<SelectState | null>(null);

function useSelect(part: string): SelectState {
  const state = React.useContext(SelectContext);
  if (!state) throw new Error(`${part} must be inside a Select`);
  return state;
}

/** The children of the `SelectItem` whose value is `value`, wherever it sits in the select's children. */
function itemLabel(children: React.ReactNode, value: string): React.ReactNode | undefined {
  let label: React.ReactNode | undefined;
  React.Children.forEach(children, (child) => {
    if (label !== undefined || !React.isValidElement<{ value?: string; children?: React.ReactNode }>(child))
      return;
    label =
      child.type === SelectItem && child.props.value === value
        ? child.props.children
        : itemLabel(child.props.children, value);
  });
  return label;
}

/** Radix's rule: an empty or missing value shows the placeholder. */
const showsPlaceholder = (value: string | undefined) => value === undefined || value === '';

export function Select({ children, defaultOpen, ...props }: React.ComponentProps<Primitives['Root']>) {
  const real = useDeferredModule(primitives) ?? null;
  const [openAsked, setOpenAsked] = React.useState(false);
  const focus = useFocusHandover(real, () => void primitives.load().catch(() => undefined));
  const state: SelectState = {
    real,
    value: props.value,
    disabled: props.disabled,
    label: real || showsPlaceholder(props.value) ? undefined : itemLabel(children, props.value as string),
    askOpen: () => {
      setOpenAsked(true);
      void primitives.load().catch(() => setOpenAsked(false));
    },
    focus,
  };
  return (
    <SelectContext.Provider value={state}>
      {real ? (
        <real.Root defaultOpen={defaultOpen || openAsked} {...props}>
          {children}
        </real.Root>
      ) : (
        children
      )}
    </SelectContext.Provider>
  );
}

export function SelectGroup(props: React.ComponentProps<Primitives['Group']>) {
  const { real } = useSelect('SelectGroup');
  return real ? <real.Group {...props} /> : null;
}

export function SelectValue({ placeholder, children, ...props }: React.ComponentProps<Primitives['Value']>) {
  const { real, value, label } = useSelect('SelectValue');
  if (real) {
    return (
      <real.Value placeholder={placeholder} {...props}>
        {children}
      </real.Value>
    );
  }
  return (
    <span {...(props as React.ComponentProps<'span'>)} style={{ pointerEvents: 'none' }}>
      {showsPlaceholder(value) ? placeholder : (children ?? label)}
    </span>
  );
}

const TRIGGER_CLASSES =
  'flex w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-error-ink data-[size=default]:h-9 data-[size=sm]:h-8 data-[placeholder]:text-muted-foreground *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0';
/** The keys that open a closed select (Radix's OPEN_KEYS). */
const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

/** The select's button (role combobox): give it an id for <Label htmlFor> or an aria-label. */
export function SelectTrigger({
  className,
  size = 'default',
  children,
  ...props
}: React.ComponentProps<Primitives['Trigger']> & { size?: 'sm' | 'default' }) {
  const { real, value, disabled, askOpen, focus } = useSelect('SelectTrigger');
  const classes = cn(TRIGGER_CLASSES, className);
  const chevron = <ChevronDown className="size-4 opacity-60" aria-hidden="true" />;
  if (real) {
    return (
      <real.Trigger
        data-slot="select-trigger"
        data-size={size}
        className={classes}
        autoFocus={focus.autoFocus}
        {...props}
      >
        {children}
        <real.Icon asChild>{chevron}</real.Icon>
      </real.Trigger>
    );
  }
  const { disabled: triggerDisabled, ...buttonProps } = props as React.ComponentProps<'button'>;
  const isDisabled = disabled || triggerDisabled;
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      disabled={isDisabled}
      data-disabled={isDisabled ? '' : undefined}
      data-placeholder={showsPlaceholder(value) ? '' : undefined}
      data-slot="select-trigger"
      data-size={size}
      className={classes}
      {...buttonProps}
      {...focus.standIn({
        onFocus: props.onFocus,
        onBlur: props.onBlur,
        onPointerEnter: props.onPointerEnter,
      })}
      // As Radix does: a mouse opens on press, touch and pen on click, the keyboard on its opening keys.
      onPointerDown={(event) => {
        props.onPointerDown?.(event);
        if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') {
          event.preventDefault();
          askOpen();
        }
      }}
      onClick={(event) => {
        props.onClick?.(event);
        if ((event.nativeEvent as PointerEvent).pointerType !== 'mouse') askOpen();
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (OPEN_KEYS.includes(event.key)) {
          event.preventDefault();
          askOpen();
        }
      }}
    >
      {children}
      {chevron}
    </button>
  );
}

export function SelectContent(props: React.ComponentProps<Primitives['Content']>) {
  const { real } = useSelect('SelectContent');
  return real ? <real.ListContent {...props} /> : null;
}

export function SelectLabel(props: React.ComponentProps<Primitives['Label']>) {
  const { real } = useSelect('SelectLabel');
  return real ? <real.ListLabel {...props} /> : null;
}

export function SelectItem(props: React.ComponentProps<Primitives['Item']>) {
  const { real } = useSelect('SelectItem');
  return real ? <real.ListItem {...props} /> : null;
}

export function SelectSeparator(props: React.ComponentProps<Primitives['Separator']>) {
  const { real } = useSelect('SelectSeparator');
  return real ? <real.ListSeparator {...props} /> : null;
}
