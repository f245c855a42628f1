import type { DraftCost } from '../../../../domain/formulation/draft-cost.ts';
import { readAmount } from '../../../../domain/formulation/draft-cost.ts';
import { amount, money } from '../lib/format.ts';

/** Total cost, cost per unit and suggested price of the form as it is typed, from the cost engine. */
export function LiveTotals({ live, batchSize }: { live: DraftCost; batchSize: string }) {
  const batch = readAmount(batchSize);
  const recipe = readAmount(live.recipeOunces);
  const scaled = batch && recipe && !recipe.isZero() && !recipe.eq(batch);
  const figure = (value: string | null, decimals: number) => (value === null ? '—' : money(value, decimals));
  return (
    <section aria-label="Live cost totals" className="space-y-2 rounded-md bg-muted p-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground text-xs">Total Cost</dt>
          <dd className="font-semibold" data-testid="live-total-cost">
            {figure(live.totalCost, 4)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Cost per Unit</dt>
          <dd className="font-semibold" data-testid="live-cost-per-unit">
            {figure(live.costPerUnit, 4)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Suggested Unit Price</dt>
          <dd className="font-semibold" data-testid="live-suggested-price">
            {figure(live.suggestedUnitPrice, 2)}
          </dd>
        </div>
      </dl>
      {scaled && (
        <p className="text-muted-foreground text-xs">
          The lines add up to {amount(live.recipeOunces)} oz; costs are scaled to the{' '}
          {amount(batch.toString())} oz batch.
        </p>
      )}
    </section>
  );
}
