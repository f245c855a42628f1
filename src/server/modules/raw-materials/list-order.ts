import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { ingredients, suppliers } from '../../db/schema.ts';

/** The raw-material list's orders, by the `sort` a request names (the supplier's name needs the suppliers join). */
const SORTS: Record<string, SQL[]> = {
  name: [asc(ingredients.name)],
  '-name': [desc(ingredients.name)],
  // A search sorts the matches its trigram index found rather than walk the name index testing every row (ADR 067).
  'search:name': [sql`${ingredients.name} || '' asc`],
  'search:-name': [sql`${ingredients.name} || '' desc`],
  category: [asc(ingredients.category), asc(ingredients.name)],
  '-category': [desc(ingredients.category), asc(ingredients.name)],
  supplier: [sql`${suppliers.name} asc nulls last`, asc(ingredients.name)],
  '-supplier': [sql`${suppliers.name} desc nulls last`, asc(ingredients.name)],
  unitCost: [asc(ingredients.unitCost)],
  '-unitCost': [desc(ingredients.unitCost)],
  sustainabilityRating: [asc(ingredients.sustainabilityRating)],
  '-sustainabilityRating': [desc(ingredients.sustainabilityRating)],
  qualityGrade: [asc(ingredients.qualityGrade), asc(ingredients.name)],
  '-qualityGrade': [desc(ingredients.qualityGrade), asc(ingredients.name)],
  shelfLifeMonths: [asc(ingredients.shelfLifeMonths)],
  '-shelfLifeMonths': [desc(ingredients.shelfLifeMonths)],
};

export function sortOf(filter: { sort?: string; q?: string }): SQL[] {
  const sort = filter.sort && SORTS[filter.sort] ? filter.sort : 'name';
  const searching = (filter.q?.trim().length ?? 0) >= 3;
  return (searching && SORTS[`search:${sort}`]) || SORTS[sort]!;
}
