import { z } from 'zod';
import { EXPOSURES } from '../formulation/constants.ts';

/**
 * The AI's tools as a language model sees them (docs/product-rules.md, "The AI"): names, what each does, and its arguments as zod
 * schemas, which both check a call's arguments (tools.ts) and give the JSON Schema the model is offered.
 */
const text = z.string().trim().min(1).max(200);
export const recipeArgs = z
  .array(z.object({ ingredient: text, percent: z.coerce.number().min(0).max(100) }))
  .min(1)
  .max(60);
export const SCHEMAS = {
  get_formulation: z.object({ formulation: text }),
  search_ingredients: z.object({ query: text }),
  search_substances: z.object({ query: text }),
  cost_recipe: z.object({
    lines: recipeArgs,
    unitSizeOz: z.coerce.number().positive().max(10_000).optional(),
  }),
  check_compliance: z.object({
    lines: recipeArgs,
    productType: text,
    applicationArea: text.optional(),
    exposure: z.enum(EXPOSURES).optional(),
  }),
  optimize_formulation: z.object({
    formulation: text,
    lines: z
      .array(
        z.object({
          ingredient: text,
          minPercent: z.coerce.number().min(0).max(100).optional(),
          maxPercent: z.coerce.number().min(0).max(100).optional(),
        }),
      )
      .max(60)
      .optional(),
    minNaturalOrigin: z.coerce.number().min(0).max(100).optional(),
  }),
} as const;
export type ToolName = keyof typeof SCHEMAS;
export const TOOL_NAMES = Object.keys(SCHEMAS) as ToolName[];

const DESCRIPTIONS: Record<ToolName, string> = {
  get_formulation:
    "A formulation's recipe (% w/w per raw material), cost per unit from the cost engine and its compliance.",
  search_ingredients:
    'Raw materials in the inventory by name, INCI name, role (category) or substance function.',
  search_substances:
    'Substances by INCI name or function, with the regulatory rules on them and the raw materials holding them.',
  cost_recipe:
    'Cost per unit of a recipe (raw materials by name or id, % w/w totalling 100) from the cost engine.',
  check_compliance:
    "A recipe's check by the regulatory engine for a product type and use: limits, bans, label duties.",
  optimize_formulation:
    "The least-cost compliant recipe of a formulation's own raw materials within optional % bounds (linear program).",
};

/** The tools in the OpenAI function-calling format, parameters as JSON Schema from the zod schemas. */
export function toolDefinitions() {
  return TOOL_NAMES.map((name) => ({
    type: 'function' as const,
    function: {
      name,
      description: DESCRIPTIONS[name],
      parameters: z.toJSONSchema(SCHEMAS[name]) as Record<string, unknown>,
    },
  }));
}
