import type { CostLine } from './cost.ts';

/**
 * The worked example's lines (docs/product-rules.md, "Costs and units") for the cost engine's tests: 600 oz water at $0.002/oz, 300 oz
 * glycerin at $2.40/lb ($0.15/oz) and 100 oz niacinamide at $1.20/oz. Each test file reads them; none changes
 * them.
 */
export const water: CostLine = { ounces: 600, unitCost: '0.002', unit: 'oz' };
export const glycerin: CostLine = { ounces: 300, unitCost: '2.40', unit: 'lb' };
export const niacinamide: CostLine = { ounces: 100, unitCost: '1.20', unit: 'oz' };
