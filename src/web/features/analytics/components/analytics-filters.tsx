import { useId } from 'react';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  PERIOD_LABELS,
} from '../../../../domain/analytics/periods.ts';
import { PRODUCT_TYPES } from '../../../../domain/formulation/constants.ts';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { formatLabel } from '../../../lib/format.ts';
import type { AnalyticsFilters as Filters } from '../api/get-analytics.ts';

// Radix Select has no empty value: "all" stands for every product type.
const ALL = 'all';

/** Period and product type; each change refetches the report. */
export function AnalyticsFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const id = useId();
  return (
    <section aria-label="Filters" className="flex flex-wrap items-end gap-4">
      <div className="w-48 space-y-2">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <Select
          value={value.period}
          onValueChange={(period) => onChange({ ...value, period: period as AnalyticsPeriod })}
        >
          <SelectTrigger id={`${id}-period`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ANALYTICS_PERIODS.map((period) => (
              <SelectItem key={period} value={period}>
                {PERIOD_LABELS[period]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="w-48 space-y-2">
        <Label htmlFor={`${id}-type`}>Product Type</Label>
        <Select
          value={value.productType || ALL}
          onValueChange={(type) => onChange({ ...value, productType: type === ALL ? '' : type })}
        >
          <SelectTrigger id={`${id}-type`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All product types</SelectItem>
            {PRODUCT_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {formatLabel(type)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </section>
  );
}
