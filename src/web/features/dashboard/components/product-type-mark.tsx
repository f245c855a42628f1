import { FlaskConical, SoapDispenserDroplet, Sun } from 'lucide-react';
import { productTypeAppearance, type Tone } from '../../../../domain/dashboard/tones.ts';
import { cn } from '../../../lib/cn.ts';

const ICONS = { cleanser: SoapDispenserDroplet, sun: Sun, default: FlaskConical } as const;
const TONE_CLASSES: Partial<Record<Tone, string>> = {
  green: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  purple: 'bg-purple-100 text-purple-700 dark:bg-purple-950 dark:text-purple-300',
  blue: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
};

/** The dashboard's product-type icon: cleanser green, sun care purple, anything else blue. */
export function ProductTypeMark({ productType, className }: { productType: string; className?: string }) {
  const { icon, tone } = productTypeAppearance(productType);
  const Icon = ICONS[icon];
  return (
    <span
      data-tone={tone}
      data-icon={icon}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg',
        TONE_CLASSES[tone],
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
