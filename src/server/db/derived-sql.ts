import { sql } from 'drizzle-orm';

/**
 * A raw material's ISO 16128 natural origin index, derived from its composition (docs/product-rules.md, "Substances and the label"): the sum of each
 * substance's share x its index, a range at its minimum; null when it has no composition or a substance of it
 * has no index. Unrounded: whoever prints it rounds once. Shared by every repository that shows the index, so
 * it is computed one way; "ingredients" must be in the outer query.
 */
export const ingredientNaturalOriginIndex = sql<string | null>`(
  select case when count(*) = 0 or bool_or(s.natural_origin_index is null) then null
    else sum(coalesce(c.percent, c.min_percent) * s.natural_origin_index) / 100 end
  from ingredient_substances c join substances s on s.id = c.substance_id
  where c.ingredient_id = "ingredients"."id")`;
