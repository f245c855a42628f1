import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Slot } from './slot.tsx';

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:brightness-90',
        destructive: 'bg-error text-error-foreground shadow-xs hover:brightness-90',
        success: 'bg-success text-success-foreground shadow-xs hover:brightness-90',
        outline: 'border border-input bg-surface shadow-xs hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary-ink underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2 has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 px-3 has-[>svg]:px-2.5',
        lg: 'h-10 px-6 has-[>svg]:px-4',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button; `asChild` styles its child instead (e.g. a router link). Defaults to type="button". */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

type IconButtonProps = Omit<ButtonProps, 'children' | 'variant' | 'size' | 'asChild'> & {
  icon: LucideIcon;
  /** Required: an icon alone names nothing to a screen reader. */
  'aria-label': string;
};

/**
 * A ghost button showing one icon, for the actions on a row or a field (edit, delete, remove a line). The icon is
 * hidden from assistive technology; the button's name is its aria-label, and `title` its tooltip when given. Beside
 * Button rather than in a module of its own: a module of its own is a chunk of its own on the busiest screens.
 */
export function IconButton({ icon: Icon, ...props }: IconButtonProps) {
  return (
    <Button variant="ghost" size="icon" {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
