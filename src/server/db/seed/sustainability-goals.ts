import { sustainabilityGoals } from '../schema.ts';
import { idOf, type SeedContext } from './context.ts';

/** Goals track live figures (see domain/sustainability): the metric names the figure. */
export const DEMO_GOALS = [
  {
    title: 'Sustainably rated ingredients in 40 % of the inventory',
    description: 'Share of ingredients with a sustainability rating of 80 or more.',
    metric: 'sustainable_ingredients_pct',
    targetValue: '40',
    baselineValue: '15',
    dueInDays: 300,
    createdBy: 'regulatory',
  },
  {
    title: 'Natural origin content of 95 % across the portfolio (ISO 16128)',
    description: 'Mean natural origin content of the formulations in the portfolio (all but rejected ones).',
    metric: 'natural_origin_pct',
    targetValue: '95',
    baselineValue: '88',
    dueInDays: 420,
    createdBy: 'pm',
  },
  {
    title: 'Buy from certified suppliers only',
    description: 'Share of suppliers holding at least one of organic, fair trade, ISO 14001 or sustainable.',
    metric: 'certified_suppliers_pct',
    targetValue: '90',
    baselineValue: '70',
    dueInDays: 180,
    createdBy: 'procurement',
  },
] as const;

export async function seedSustainabilityGoals(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(sustainabilityGoals).values(
    DEMO_GOALS.map(({ dueInDays, createdBy, ...goal }, index) => ({
      ...goal,
      dueDate: ctx.dateIn(dueInDays),
      createdBy: idOf(ctx.users, createdBy, 'user'),
      createdAt: ctx.daysAgo(100 - index * 20),
      updatedAt: ctx.daysAgo(100 - index * 20),
    })),
  );
}
