import { Layers, type LucideIcon, Package, Repeat } from 'lucide-react';

const TIPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Repeat,
    title: 'Ingredient Substitution',
    text: 'Replacing high-cost ingredients with equally effective alternatives can save 15-25%.',
  },
  {
    icon: Layers,
    title: 'Batch Size Optimization',
    text: 'Larger batch sizes can reduce per-unit costs by 8-12%.',
  },
  {
    icon: Package,
    title: 'Packaging Review',
    text: 'Packaging typically accounts for 20-30% of total product cost; review the alternatives.',
  },
];

/** The three fixed tips of the "Cost Optimization Opportunities" panel (docs/product-rules.md, "The web app"). */
export function OptimizationTips() {
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {TIPS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-lg border bg-muted/50 p-4">
          <Icon className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
          <div className="space-y-1">
            <h3 className="font-medium text-foreground text-sm">{title}</h3>
            <p className="text-muted-foreground text-sm">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
