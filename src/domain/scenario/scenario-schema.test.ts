import { describe, expect, it } from 'vitest';
import { IDS } from './scenario-data.fixture.ts';
import { parseParameters, scenarioInputSchema } from './scenario-schema.ts';

const input = (type: string, parameters: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 'A scenario',
  description: '',
  type,
  parameters,
  ...extra,
});

/** Each failing field with its first message. */
function errors(value: unknown) {
  const result = scenarioInputSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('scenarioInputSchema', () => {
  it('reads a market analysis, numbers sent as text, an empty description as none', () => {
    const parsed = scenarioInputSchema.parse(
      input('market_analysis', { formulationId: IDS.serum, targetPrice: '24.50', yearlyVolume: '25000' }),
    );
    expect(parsed).toEqual({
      name: 'A scenario',
      description: null,
      type: 'market_analysis',
      parameters: { formulationId: IDS.serum, targetPrice: 24.5, yearlyVolume: 25000 },
    });
  });

  it('gives each market analysis field its message', () => {
    expect(
      errors(input('market_analysis', { formulationId: '', targetPrice: 0, yearlyVolume: 1.5 })),
    ).toEqual({
      'parameters.formulationId': 'Formulation is required',
      'parameters.targetPrice': 'Target price must be greater than 0',
      'parameters.yearlyVolume': 'Yearly volume must be a whole number of at least 1',
    });
  });

  it('requires a name and a known type', () => {
    expect(
      errors(
        input(
          'market_analysis',
          { formulationId: IDS.serum, targetPrice: 1, yearlyVolume: 1 },
          { name: ' ' },
        ),
      ),
    ).toEqual({
      name: 'Name is required',
    });
    expect(errors(input('what_if', {}))).toEqual({ type: 'Type is required' });
    expect(errors({ name: 'x', parameters: {} })).toEqual({ type: 'Type is required' });
  });

  it('keeps only the target field a cost optimization uses, with the defaults', () => {
    const rawMaterial = scenarioInputSchema.parse(
      input('cost_optimization', {
        target: 'ingredient',
        targetId: IDS.water,
        category: 'base',
        priceChangePercent: '12',
      }),
    );
    expect(rawMaterial.parameters).toEqual({
      target: 'ingredient',
      targetId: IDS.water,
      priceChangePercent: 12,
      yearlyVolume: 10_000,
      supplierSwitch: false,
    });
    const category = scenarioInputSchema.parse(
      input('cost_optimization', {
        target: 'category',
        targetId: '',
        category: 'fragrance',
        priceChangePercent: -8,
        yearlyVolume: '',
      }),
    );
    expect(category.parameters).toEqual({
      target: 'category',
      category: 'fragrance',
      priceChangePercent: -8,
      yearlyVolume: 10_000,
      supplierSwitch: false,
    });
  });

  it('names the missing target of a cost optimization', () => {
    const cost = (parameters: Record<string, unknown>) =>
      errors(input('cost_optimization', { priceChangePercent: 5, ...parameters }));
    expect(cost({ target: 'ingredient' })).toEqual({ 'parameters.targetId': 'Ingredient is required' });
    expect(cost({ target: 'supplier', targetId: 'nope' })).toEqual({
      'parameters.targetId': 'Supplier is required',
    });
    expect(cost({ target: 'category', category: 'gold' })).toEqual({
      'parameters.category': 'Category is required',
    });
    expect(cost({ target: 'brand' })).toEqual({
      'parameters.target': 'Target must be an ingredient, a category or a supplier',
    });
    expect(cost({ target: 'category', category: 'base', priceChangePercent: -100 })).toEqual({
      'parameters.priceChangePercent': 'Price change must be between -99 and 1000 %',
    });
  });

  it('reads a competitor response with its defaults and messages', () => {
    const parsed = scenarioInputSchema.parse(
      input('competitor_response', {
        formulationId: IDS.serum,
        competitorPriceChangePercent: -15,
        ourPrice: '',
      }),
    );
    expect(parsed.parameters).toEqual({
      formulationId: IDS.serum,
      competitorPriceChangePercent: -15,
      ourPrice: null,
      maxPriceGapPercent: 5,
      yearlyVolume: 10_000,
    });
    expect(
      errors(
        input('competitor_response', {
          formulationId: IDS.serum,
          competitorPriceChangePercent: 'a lot',
          ourPrice: 0,
          maxPriceGapPercent: 101,
        }),
      ),
    ).toEqual({
      'parameters.competitorPriceChangePercent': 'Competitor price change must be between -99 and 1000 %',
      'parameters.ourPrice': 'Our price must be greater than 0',
      'parameters.maxPriceGapPercent': 'Price gap must be between 0 and 100 %',
    });
  });

  it('requires a cap only for a cap, and drops it for a ban', () => {
    const regulatory = (parameters: Record<string, unknown>) =>
      input('regulatory_change', { ingredientId: IDS.salicylic, ...parameters });
    expect(scenarioInputSchema.parse(regulatory({ change: 'ban', capPercent: 2 })).parameters).toEqual({
      ingredientId: IDS.salicylic,
      change: 'ban',
      capPercent: null,
      reformulationCost: 10_000,
    });
    expect(errors(regulatory({ change: 'cap', capPercent: '' }))).toEqual({
      'parameters.capPercent': 'Cap is required for a cap',
    });
    expect(errors(regulatory({ change: 'cap', capPercent: 150 }))).toEqual({
      'parameters.capPercent': 'Cap must be between 0.001 and 100 %',
    });
    expect(errors(regulatory({ change: 'limit' }))).toEqual({
      'parameters.change': 'Change must be a ban or a cap',
    });
    expect(errors(input('regulatory_change', { change: 'ban' }))).toEqual({
      'parameters.ingredientId': 'Ingredient is required',
    });
  });
});

describe('parseParameters', () => {
  it("reads stored parameters with the type's schema", () => {
    const result = parseParameters('regulatory_change', {
      ingredientId: IDS.water,
      change: 'cap',
      capPercent: 1,
    });
    expect(result.success && result.data).toEqual({
      ingredientId: IDS.water,
      change: 'cap',
      capPercent: 1,
      reformulationCost: 10_000,
    });
    expect(parseParameters('market_analysis', { formulationId: IDS.serum }).success).toBe(false);
  });
});

describe('cross-field messages', () => {
  it('are given together with the other fields’ messages', () => {
    expect(
      errors(input('cost_optimization', { target: 'category', category: '', priceChangePercent: '' })),
    ).toEqual({
      'parameters.category': 'Category is required',
      'parameters.priceChangePercent': 'Price change must be between -99 and 1000 %',
    });
    expect(errors(input('cost_optimization', { target: 'supplier', priceChangePercent: 'x' }))).toEqual({
      'parameters.targetId': 'Supplier is required',
      'parameters.priceChangePercent': 'Price change must be between -99 and 1000 %',
    });
    expect(errors(input('regulatory_change', { change: 'cap', capPercent: '' }))).toEqual({
      'parameters.ingredientId': 'Ingredient is required',
      'parameters.capPercent': 'Cap is required for a cap',
    });
  });

  it('do not run on parameters that are not an object', () => {
    expect(errors(input('cost_optimization', null as never))).toEqual({ parameters: expect.any(String) });
    expect(errors(input('regulatory_change', 'ban' as never))).toEqual({ parameters: expect.any(String) });
  });
});
