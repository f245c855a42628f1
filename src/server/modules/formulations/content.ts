import { groupBy } from '../../../domain/common/group-by.ts';
import type { Exposure } from '../../../domain/formulation/constants.ts';
import type { IfraLimit } from '../../../domain/ifra/ifra.ts';
import type { ToxicologyFacts } from '../../../domain/safety/margin-of-safety.ts';
import type { CompositionRow } from '../../../domain/substance/composition.ts';
import { WATER_CAS } from '../../../domain/substance/constants.ts';
import type { LabelFacts } from '../../../domain/substance/label.ts';
import type { OriginFacts } from '../../../domain/substance/natural-origin.ts';
import {
  type RecipeShares,
  type SubstanceContent,
  substanceContent,
} from '../../../domain/substance/substance-content.ts';
import type { Executor } from '../../db/client.ts';
import { createContentRepository } from './content-repository.ts';

/** Everything the label, ISO 16128 and the regulatory engine need to know of a substance. */
export interface SubstanceFacts extends LabelFacts, OriginFacts {
  id: string;
  casNumbers: string[];
  synonyms: string[];
  functions: string[];
  annexEntry: string | null;
  countsAs: { targetId: string; factor: string }[];
  /** Its toxicological profile's figures (the safety assessment's), or null when it has none. */
  toxicology: ToxicologyFacts | null;
}

export interface FormulationContent {
  id: string;
  name: string;
  productType: string;
  applicationArea: string;
  exposure: Exposure;
  exposureCategory: string;
  ifraCategory: string;
  markets: string[];
  lines: { ingredientId: string; ingredientName: string; inciName: string | null; ounces: string }[];
  content: SubstanceContent;
}

type SubstanceRow = Awaited<ReturnType<ReturnType<typeof createContentRepository>['substances']>>[number];
type CountsAsRow = Awaited<ReturnType<ReturnType<typeof createContentRepository>['countsAs']>>[number];

function factsOf(substanceRows: SubstanceRow[], links: CountsAsRow[]) {
  const linksBySubstance = groupBy(links, (link) => link.substanceId);
  const facts = new Map<string, SubstanceFacts>(
    substanceRows.map(({ pointOfDeparture, dermalAbsorption, threshold, hasProfile, ...row }) => [
      row.id,
      {
        ...row,
        toxicology: hasProfile ? { pointOfDeparture, dermalAbsorption, threshold } : null,
        isWater: row.casNumbers.includes(WATER_CAS),
        countsAs: (linksBySubstance.get(row.id) ?? []).map(({ targetId, factor }) => ({ targetId, factor })),
      },
    ]),
  );
  const names = new Map(substanceRows.map((row) => [row.id, row.inciName]));
  return { facts, names };
}

/** The IFRA levels of the perfume raw materials among these (ADR 063), by raw material id. */
export async function loadPerfumeLimits(
  db: Executor,
  rawMaterialIds: readonly string[],
): Promise<Map<string, IfraLimit[]>> {
  const rows = await createContentRepository(db).perfumeLimits([...new Set(rawMaterialIds)]);
  return new Map(rows.map((row) => [row.id, row.limits]));
}

/**
 * Every raw material's composition and every substance's facts: what the catalogue cache holds (compliance
 * module) so that a formulation save need not read them. One query after another: inside a transaction they
 * share one connection.
 */
export async function loadCatalogueContent(db: Executor): Promise<{
  compositions: Map<string, CompositionRow[]>;
  facts: Map<string, SubstanceFacts>;
  names: Map<string, string>;
}> {
  const repo = createContentRepository(db);
  const compositionRows = await repo.compositions('all');
  const substanceRows = await repo.substances('all');
  const links = await repo.countsAs('all');
  const compositions = groupBy<CompositionRow & { ingredientId: string }, string>(
    compositionRows,
    (row) => row.ingredientId,
  );
  return { compositions, ...factsOf(substanceRows, links) };
}

/**
 * The substance content of these formulations (docs/product-rules.md, "Substances and the label") with the facts of every substance in them and of what
 * those count as, read in five or six queries whatever their number. A formulation that does not exist is left out.
 */
export async function loadContents(
  db: Executor,
  ids: string[],
): Promise<{
  formulations: FormulationContent[];
  facts: Map<string, SubstanceFacts>;
  rawMaterialIds: string[];
}> {
  const { formulations, ...rest } = await streamContents(db, ids);
  return { ...rest, formulations: [...formulations] };
}

/**
 * The same, each formulation's content worked out only when the caller reaches it: across a portfolio (an annex
 * preview reads 20,000) a caller that is done with one content before the next lets it go while it is young,
 * instead of holding every content until the last is made, and a re-check writes one chunk's alerts while it
 * works out the next. `rawMaterialIds`: every raw material the formulations use, for what the caller must read
 * before it starts.
 */
export async function streamContents(
  db: Executor,
  ids: string[],
): Promise<{
  formulations: Iterable<FormulationContent>;
  facts: Map<string, SubstanceFacts>;
  rawMaterialIds: string[];
}> {
  const repo = createContentRepository(db);
  const rows = await repo.formulations(ids);
  const lines = groupBy(await repo.lines(rows.map((row) => row.id)), (line) => line.formulationId);
  const rawMaterialIds = [...new Set([...lines.values()].flat().map((line) => line.ingredientId))];
  const named = new Map((await repo.ingredientNames(rawMaterialIds)).map((row) => [row.id, row]));
  const compositionRows = await repo.compositions(rawMaterialIds);
  const compositions = groupBy<CompositionRow & { ingredientId: string }, string>(
    compositionRows,
    (row) => row.ingredientId,
  );
  const substanceIds = [...new Set(compositionRows.map((row) => row.substanceId))];
  // In turn: inside a transaction they would share one connection.
  const substanceRows: SubstanceRow[] = [...(await repo.substances(substanceIds))];
  const links = await repo.countsAs(substanceIds);
  // What they count as (retinyl palmitate as retinol) is reported under its own name: its facts are needed too.
  const held = new Set(substanceIds);
  const targets = [...new Set(links.map((link) => link.targetId))].filter((id) => !held.has(id));
  if (targets.length) substanceRows.push(...(await repo.substances(targets)));
  const { facts, names } = factsOf(substanceRows, links);
  // Recipes that repeat their quantities share one working-out of their lines' shares.
  const recipeShares: RecipeShares = new Map();
  function* formulations(): Generator<FormulationContent> {
    for (const row of rows) {
      const recipe = (lines.get(row.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map(({ ingredientId, ounces }) => {
          const names = named.get(ingredientId);
          return {
            ingredientId,
            ingredientName: names?.name ?? '',
            inciName: names?.inciName ?? null,
            ounces,
          };
        });
      yield {
        ...row,
        exposure: row.exposure as Exposure,
        lines: recipe,
        content: substanceContent(recipe, compositions, names, recipeShares),
      };
    }
  }
  return { facts, formulations: formulations(), rawMaterialIds };
}
