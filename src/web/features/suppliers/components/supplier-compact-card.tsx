import {
  SUPPLIER_KIND_LABELS,
  supplierKind,
  sustainabilityOutOfTen,
} from '../../../../domain/supplier/supplier-display.ts';
import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';
import { cn } from '../../../lib/cn.ts';
import { countryOrDefault, formatLeadTime, formatMinimumOrder } from '../lib/supplier-card-display.ts';
import { CertificationBadges } from './certification-badges.tsx';
import { RatingStars } from './rating-stars.tsx';

/**
 * The compact supplier display (docs/product-rules.md, "Supply") (the dashboard's "Top Suppliers"): name and kind, stars, country,
 * lead time, minimum order, sustainability out of 10 and the certification badges.
 */
export function SupplierCompactCard({ supplier, className }: { supplier: Supplier; className?: string }) {
  return (
    <article
      aria-label={supplier.name}
      className={cn('space-y-2 rounded-lg border bg-surface p-4 text-foreground', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{supplier.name}</h3>
          <p className="text-muted-foreground text-xs">{SUPPLIER_KIND_LABELS[supplierKind(supplier.name)]}</p>
        </div>
        <RatingStars rating={supplier.rating} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Country</dt>
        <dd>{countryOrDefault(supplier.country)}</dd>
        <dt className="text-muted-foreground">Lead time</dt>
        <dd>{formatLeadTime(supplier.leadTimedays)}</dd>
        <dt className="text-muted-foreground">Min. order</dt>
        <dd>{formatMinimumOrder(supplier.minimumOrderValue)}</dd>
        <dt className="text-muted-foreground">Sustainability</dt>
        <dd>{sustainabilityOutOfTen(supplier.sustainabilityScore)}/10</dd>
      </dl>
      <CertificationBadges certifications={supplier.certifications} />
    </article>
  );
}
