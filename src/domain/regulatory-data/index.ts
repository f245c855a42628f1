/**
 * The Commission's CosIng annex exports (Annexes II to VI of Reg. (EC) No 1223/2009) as typed data: the
 * parser from CSV rows, the zod schemas of what it produces, the product categories and their mapping to the
 * project's conditions, and the per-file statistics. ADR 046 explains the structure and when an entry is left
 * for review.
 */
export { CosingFormatError, parseCosingRows } from './cosing-file.ts';
export * from './cosing-schema.ts';
export { cosingStats } from './cosing-stats.ts';
export * from './dataset-schema.ts';
export { inBand, keepsToMaximum, mustBeLabelled, warningApplies } from './limits.ts';
export {
  categoryDefinition,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_KEYS,
  type ProductCategory,
  productCategoryOf,
} from './product-categories.ts';
export { projectScopeOf } from './project-scope.ts';
