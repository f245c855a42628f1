import type { ScenarioStatus, ScenarioType } from '../../../domain/scenario/constants.ts';
import { scenarios } from '../schema.ts';
import { idOf, type SeedContext } from './context.ts';

interface DemoScenario {
  name: string;
  type: ScenarioType;
  status: ScenarioStatus;
  description: string;
  createdBy: string;
  createdDaysAgo: number;
  parameters: (ctx: SeedContext) => Record<string, unknown>;
}

const formulation = (ctx: SeedContext, key: string) => idOf(ctx.formulations, key, 'formulation');
const rawMaterial = (ctx: SeedContext, key: string) => idOf(ctx.rawMaterials, key, 'ingredient').id;

/** Every type, ready to run (draft, no results), plus one archived. */
export const DEMO_SCENARIOS: readonly DemoScenario[] = [
  {
    name: 'Premium pricing for Matte Hydrating Moisturizer',
    type: 'market_analysis',
    status: 'draft',
    description: 'Can we hold $24 a jar at 25,000 units a year in the prestige grooming channel?',
    createdBy: 'pm',
    createdDaysAgo: 16,
    parameters: (ctx) => ({ formulationId: formulation(ctx, 'matte'), targetPrice: 24, yearlyVolume: 25000 }),
  },
  {
    name: 'Shea butter price spike (+12 %)',
    type: 'cost_optimization',
    status: 'draft',
    description:
      'West African harvest forecast is poor; what does a 12 % rise in shea do to our balms and creams?',
    createdBy: 'finance',
    createdDaysAgo: 10,
    parameters: (ctx) => ({
      target: 'ingredient',
      targetId: rawMaterial(ctx, 'shea'),
      priceChangePercent: 12,
    }),
  },
  {
    name: 'Fragrance category renegotiation (-8 %)',
    type: 'cost_optimization',
    status: 'draft',
    description:
      'Annual contract with Aromatica Grasse: effect of an 8 % reduction across all fragrance materials.',
    createdBy: 'finance',
    createdDaysAgo: 7,
    parameters: () => ({ target: 'category', category: 'fragrance', priceChangePercent: -8 }),
  },
  {
    name: 'Kanto Fine Chemicals price increase (+5 %)',
    type: 'cost_optimization',
    status: 'draft',
    description: 'Yen movement passed on by Kanto for niacinamide, caffeine and salicylic acid.',
    createdBy: 'pm',
    createdDaysAgo: 5,
    parameters: (ctx) => ({
      target: 'supplier',
      targetId: idOf(ctx.suppliers, 'kanto', 'supplier'),
      priceChangePercent: 5,
    }),
  },
  {
    name: 'Competitor cuts face wash price by 15 %',
    type: 'competitor_response',
    status: 'draft',
    description:
      'A mass-market charcoal wash dropped its shelf price by 15 %. Can we follow and keep our margin?',
    createdBy: 'pm',
    createdDaysAgo: 13,
    parameters: (ctx) => ({
      formulationId: formulation(ctx, 'charcoal-v1'),
      competitorPriceChangePercent: -15,
    }),
  },
  {
    name: 'Salicylic acid capped at 1 %',
    type: 'regulatory_change',
    status: 'draft',
    description:
      'Stress test: if regulators lowered the leave-on limit to 1 %, which products need reformulating?',
    createdBy: 'finance',
    createdDaysAgo: 3,
    parameters: (ctx) => ({ ingredientId: rawMaterial(ctx, 'salicylic'), change: 'cap', capPercent: 1 }),
  },
  {
    name: 'Titanium dioxide banned in sunscreens',
    type: 'regulatory_change',
    status: 'archived',
    description: 'Explored after the 2022 EU food-additive ban; not expected for cosmetics. Archived.',
    createdBy: 'pm',
    createdDaysAgo: 150,
    parameters: (ctx) => ({ ingredientId: rawMaterial(ctx, 'titanium'), change: 'ban' }),
  },
];

export async function seedScenarios(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(scenarios).values(
    DEMO_SCENARIOS.map((s) => ({
      name: s.name,
      type: s.type,
      status: s.status,
      description: s.description,
      parameters: s.parameters(ctx),
      results: null,
      createdBy: idOf(ctx.users, s.createdBy, 'user'),
      createdAt: ctx.daysAgo(s.createdDaysAgo),
      updatedAt: ctx.daysAgo(s.createdDaysAgo),
    })),
  );
}
