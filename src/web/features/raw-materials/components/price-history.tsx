import { formatMoney } from '../../../../domain/supply/currency.ts';
import { usePriceHistory } from '../api/offers.ts';
import { PriceHistoryChart } from './price-history-chart.tsx';

/** Every change of the raw material's cost, newest first, who made it and why; a line of the cost above it. */
export function PriceHistory({
  ingredientId,
  open,
  currency,
}: {
  ingredientId: string | undefined;
  open: boolean;
  currency: string;
}) {
  const history = usePriceHistory(ingredientId, open);
  const changes = history.data ?? [];
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="price-history-heading" className="space-y-2">
      <h3 id="price-history-heading" className="font-medium text-sm">
        Price history
      </h3>
      <PriceHistoryChart history={changes} />
      <ul className="max-h-32 space-y-1 overflow-y-auto text-muted-foreground text-xs">
        {[...changes].reverse().map((change) => (
          <li key={`${change.changedAt}-${change.unitCost}`}>
            {new Date(change.changedAt).toLocaleString('en-US')}:{' '}
            {formatMoney(change.unitCost, currency, 'en-US', 6)}/{change.unit}
            {change.currency !== currency && ` (${formatMoney(change.price, change.currency, 'en-US', 6)})`} ·{' '}
            {change.reason}
            {change.changedBy ? ` · ${change.changedBy}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
