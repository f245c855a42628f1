import { z } from 'zod';
import { D } from '../common/decimal.ts';
import { DEFAULT_UNIT_SIZE, defaultApplicationArea, defaultExposure } from '../formulation/constants.ts';
import { toScale } from '../formulation/cost.ts';
import { functionLabel } from '../substance/constants.ts';
import {
  checkRecipe,
  findingText,
  formulationRecipe,
  formulationUse,
  functionProfile,
  optimizeRecipe,
  type RecipeLine,
  recipeCostPerUnit,
} from './engine.ts';
import { matchNames, words } from './entities.ts';
import {
  costFormulation,
  type DatabaseFacts,
  inventoryIndex,
  type RawMaterialFact,
  rawMaterialCostPerOunce,
} from './facts.ts';
import { type recipeArgs, SCHEMAS, type ToolName } from './tool-definitions.ts';

/**
 * The engines as a language model's tools (docs/product-rules.md, "The AI"): each takes JSON arguments (checked here, a model's
 * arguments are untrusted), runs on the facts read for this chat and answers JSON plus the figures it
 * produced, which the chat shows as coming from the engine. Errors are answers too, so the model can correct
 * itself.
 */
export interface ToolOutcome {
  result: unknown;
  /** The figures the engine produced, for the chat to show as such. */
  figures: string[];
}

const money = (value: Parameters<typeof toScale>[0]) => toScale(value, 4);

function findRawMaterial(facts: DatabaseFacts, ref: string): RawMaterialFact | undefined {
  const lower = ref.toLowerCase();
  const exact = facts.inventory.find(
    (i) => i.id === ref || i.name.toLowerCase() === lower || i.inciName?.toLowerCase() === lower,
  );
  if (exact) return exact;
  const [match] = matchNames(
    ref,
    facts.inventory.map((i) => ({ id: i.id, names: [i.name, i.inciName ?? ''] })),
  );
  return match && facts.inventory.find((i) => i.id === match.id);
}

function findFormulation(facts: DatabaseFacts, ref: string) {
  const lower = ref.toLowerCase();
  const exact = facts.formulations.find((f) => f.id === ref || f.name.toLowerCase() === lower);
  if (exact) return exact;
  const [match] = matchNames(
    ref,
    facts.formulations.map((f) => ({ id: f.id, names: [f.name] })),
    { byWord: false },
  );
  return match && facts.formulations.find((f) => f.id === match.id);
}

function recipeOf(facts: DatabaseFacts, lines: z.infer<typeof recipeArgs>): RecipeLine[] | string {
  const recipe: RecipeLine[] = [];
  for (const line of lines) {
    const rawMaterial = findRawMaterial(facts, line.ingredient);
    if (!rawMaterial) return `No raw material named "${line.ingredient}" in the inventory`;
    recipe.push({ rawMaterial, amount: line.percent });
  }
  const total = recipe.reduce((sum, line) => sum.plus(line.amount), D(0));
  if (total.minus(100).abs().gt('0.01')) return `The lines total ${toScale(total, 4)} %, not 100 %`;
  return recipe;
}

const matchesQuery = (query: string, haystack: readonly string[]) => {
  const wanted = words(query);
  const have = new Set(haystack.flatMap((item) => words(item)));
  return wanted.length > 0 && wanted.every((word) => [...have].some((h) => h.startsWith(word)));
};

type Runner = (args: never, facts: DatabaseFacts) => ToolOutcome | Promise<ToolOutcome>;

const RUNNERS: Record<ToolName, Runner> = {
  get_formulation: (args: z.infer<typeof SCHEMAS.get_formulation>, facts) => {
    const formulation = findFormulation(facts, args.formulation);
    if (!formulation) return { result: { error: `No formulation named "${args.formulation}"` }, figures: [] };
    const byId = inventoryIndex(facts.inventory);
    const costed = costFormulation(formulation, byId);
    const check = checkRecipe(
      formulationRecipe(formulation, byId),
      formulationUse(formulation),
      facts.catalogue,
    );
    const result = {
      id: formulation.id,
      name: formulation.name,
      version: formulation.version,
      productType: formulation.productType,
      use: formulationUse(formulation),
      unitSizeOz: formulation.unitSize,
      lines: formulation.lines.map((line, index) => ({
        ingredient: byId.get(line.ingredientId)?.name ?? 'Unknown',
        ingredientId: line.ingredientId,
        percent: toScale(costed.lines[index]!.concentration, 4),
        costPerOunce: money(costed.lines[index]!.costPerOunce),
      })),
      costPerUnit: money(costed.costPerUnit),
      compliance: { passes: check.failing.length === 0, failing: check.failing.map(findingText) },
    };
    return { result, figures: [`${formulation.name}: cost per unit $${result.costPerUnit}`] };
  },
  search_ingredients: (args: z.infer<typeof SCHEMAS.search_ingredients>, facts) => {
    const found = facts.inventory
      .map((i) => ({ i, functions: [...functionProfile(i.id, facts.catalogue).keys()] }))
      .filter(({ i, functions }) =>
        matchesQuery(args.query, [i.name, i.inciName ?? '', i.category, ...functions]),
      )
      .slice(0, 10)
      .map(({ i, functions }) => ({
        id: i.id,
        name: i.name,
        inciName: i.inciName,
        role: i.category,
        costPerOunce: money(rawMaterialCostPerOunce(i)),
        functions: functions.map(functionLabel),
        sustainabilityRating: i.sustainabilityRating,
      }));
    return { result: { ingredients: found }, figures: found.map((i) => `${i.name}: $${i.costPerOunce}/oz`) };
  },
  search_substances: (args: z.infer<typeof SCHEMAS.search_substances>, facts) => {
    const found = [...facts.catalogue.substances.values()]
      .filter((s) => matchesQuery(args.query, [s.inciName, ...s.functions]))
      .slice(0, 10)
      .map((s) => ({
        id: s.id,
        inciName: s.inciName,
        functions: s.functions.map(functionLabel),
        rules: facts.catalogue.rules
          .filter((rule) => rule.substanceId === s.id)
          .map((rule) => ({
            name: rule.name,
            type: rule.ruleType,
            maxPercent: rule.maxPercent,
            productTypes: rule.productTypes,
            exposure: rule.exposure,
          })),
        inRawMaterials: facts.inventory
          .filter((i) => facts.catalogue.compositions.get(i.id)?.some((row) => row.substanceId === s.id))
          .map((i) => i.name),
      }));
    return {
      result: { substances: found },
      figures: found.flatMap((s) =>
        s.rules
          .filter((r) => r.maxPercent)
          .map((r) => `${s.inciName}: at most ${r.maxPercent} % (${r.name})`),
      ),
    };
  },
  cost_recipe: (args: z.infer<typeof SCHEMAS.cost_recipe>, facts) => {
    const recipe = recipeOf(facts, args.lines);
    if (typeof recipe === 'string') return { result: { error: recipe }, figures: [] };
    const unitSize = args.unitSizeOz ?? DEFAULT_UNIT_SIZE;
    const costPerUnit = money(recipeCostPerUnit(recipe, unitSize));
    return {
      result: { unitSizeOz: unitSize, costPerUnit },
      figures: [`recipe cost per ${unitSize} oz unit $${costPerUnit}`],
    };
  },
  check_compliance: (args: z.infer<typeof SCHEMAS.check_compliance>, facts) => {
    const recipe = recipeOf(facts, args.lines);
    if (typeof recipe === 'string') return { result: { error: recipe }, figures: [] };
    const use = {
      productType: args.productType,
      applicationArea: args.applicationArea ?? defaultApplicationArea(args.productType),
      exposure: args.exposure ?? defaultExposure(args.productType),
    };
    const check = checkRecipe(recipe, use, facts.catalogue);
    const failing = check.failing.map(findingText);
    return {
      result: {
        use,
        passes: failing.length === 0,
        failing,
        labelDuties: check.findings
          .filter((f) => f.status === 'must_label' || f.status === 'warning')
          .map(findingText),
        notCheckable: check.unknown,
      },
      figures: failing.length ? failing : ['passes every limit and ban that applies'],
    };
  },
  optimize_formulation: async (args: z.infer<typeof SCHEMAS.optimize_formulation>, facts) => {
    const formulation = findFormulation(facts, args.formulation);
    if (!formulation) return { result: { error: `No formulation named "${args.formulation}"` }, figures: [] };
    const bounds = [];
    for (const line of args.lines ?? []) {
      const rawMaterial = findRawMaterial(facts, line.ingredient);
      if (!rawMaterial || !formulation.lines.some((l) => l.ingredientId === rawMaterial.id))
        return {
          result: { error: `"${line.ingredient}" is not one of the formulation's raw materials` },
          figures: [],
        };
      bounds.push({ ingredientId: rawMaterial.id, minPercent: line.minPercent, maxPercent: line.maxPercent });
    }
    const result = await optimizeRecipe(formulation, inventoryIndex(facts.inventory), facts.catalogue, {
      bounds,
      minNaturalOrigin: args.minNaturalOrigin,
    });
    return {
      result,
      figures:
        result.status === 'optimal'
          ? [
              `optimal cost per unit $${result.costPerUnit} (from $${result.currentCostPerUnit}), saving $${result.savingPerUnit}`,
            ]
          : [`infeasible: ${result.conflicts.join('; ')}`],
    };
  },
};

/** Runs one tool call; unknown tools and bad arguments answer an error the model can read. */
export async function runTool(
  name: string,
  rawArguments: string,
  facts: DatabaseFacts,
): Promise<ToolOutcome> {
  if (!(name in SCHEMAS)) return { result: { error: `Unknown tool "${name}"` }, figures: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawArguments || '{}');
  } catch {
    return { result: { error: 'The arguments are not valid JSON' }, figures: [] };
  }
  const args = SCHEMAS[name as ToolName].safeParse(parsed);
  if (!args.success) return { result: { error: z.prettifyError(args.error) }, figures: [] };
  return RUNNERS[name as ToolName](args.data as never, facts);
}
