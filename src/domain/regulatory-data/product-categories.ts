import { BODY_PART_CATEGORIES } from './categories-body-parts.ts';
import { OTHER_CATEGORIES } from './categories-other-products.ts';
import type { CategoryDefinition } from './product-category-definition.ts';

/**
 * The products the annexes name in "Product Type, body parts" (and in "Not to be used in ..."), as a closed
 * vocabulary: each wording variant the Commission's exports use (typos included: "hair day products",
 * "oxidatie") maps to one category, and each category to the project's own conditions (application areas,
 * exposure, product types) where the project can express it. A wording outside this table is never guessed:
 * the condition is left for review (ADR 046).
 */
export const PRODUCT_CATEGORIES = { ...BODY_PART_CATEGORIES, ...OTHER_CATEGORIES };

export type ProductCategory = keyof typeof PRODUCT_CATEGORIES;
export const PRODUCT_CATEGORY_KEYS = Object.keys(PRODUCT_CATEGORIES) as [
  ProductCategory,
  ...ProductCategory[],
];

/** A product wording as the table reads it: lower case, plain spaces and hyphens, "products" as "product". */
export function normaliseProductWording(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/\(\*+\)|\*+$|\(\s*\d{1,2}\s*\)/g, '')
      .replace(/\s+/g, ' ')
      .replace(/(\w)- (\w)/g, '$1-$2')
      .replace(/\bleave on\b/g, 'leave-on')
      .replace(/\brinse off\b/g, 'rinse-off')
      // "produts", "producrs": the exports' typos of the one word every wording ends with.
      .replace(/\bprod(?:ucts?|uts|ucrs)\b/g, 'product')
      .replace(/^(?:the|all)\s+/, '')
      .replace(/[\s.;:,]+$/, '')
      .trim()
  );
}

/** The category a wording names, or null when the table does not know it. */
export function productCategoryOf(text: string): ProductCategory | null {
  const wording = normaliseProductWording(text);
  for (const key of PRODUCT_CATEGORY_KEYS) {
    const definition: CategoryDefinition = PRODUCT_CATEGORIES[key];
    if (definition.wordings.some((pattern) => pattern.test(wording))) return key;
  }
  return null;
}

export function categoryDefinition(key: ProductCategory): CategoryDefinition {
  return PRODUCT_CATEGORIES[key];
}
