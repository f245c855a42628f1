import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import { numberField } from '../common/numeric-input.ts';
import { SUBSTANCE_FUNCTIONS } from '../substance/constants.ts';
import { FUNCTION_GROUPS } from './function-groups.ts';

const percent = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    numberField({ message: `${label} must be between 0 and 100`, min: 0, max: 100 }).nullish(),
  );

/** POST /api/formulations/:id/optimize (docs/product-rules.md, "The optimizer"): bounds per line, optional floors. */
export const optimizeRequestSchema = z.object({
  lines: z
    .array(
      z
        .object({
          ingredientId: z.guid({ error: 'Ingredient is required' }),
          minPercent: percent('Minimum %'),
          maxPercent: percent('Maximum %'),
        })
        .refine(
          (line) => line.minPercent == null || line.maxPercent == null || line.minPercent <= line.maxPercent,
          {
            message: 'Maximum % must be at least the minimum',
            path: ['maxPercent'],
          },
        ),
    )
    .max(200, 'At most 200 lines')
    .optional(),
  minNaturalOrigin: percent('Natural origin floor'),
  functionFloors: z
    .array(
      z.object({
        function: z.enum(SUBSTANCE_FUNCTIONS, { error: 'Unknown function' }),
        minPercent: numberField({ message: 'Function floor must be between 0 and 100', min: 0, max: 100 }),
      }),
    )
    .max(10, 'At most 10 function floors')
    .optional(),
  /**
   * The user's floor for a function group the recipe has (preservative system, UV filters, ...); a group not
   * given keeps its current share (ADR 036).
   */
  functionGroupFloors: z
    .array(
      z.object({
        group: z.enum(FUNCTION_GROUPS, { error: 'Unknown function group' }),
        minPercent: numberField({
          message: 'Function group floor must be between 0 and 100',
          min: 0,
          max: 100,
        }),
      }),
    )
    .max(FUNCTION_GROUPS.length, 'Each function group may have one floor')
    .refine((floors) => new Set(floors.map((floor) => floor.group)).size === floors.length, {
      message: 'Each function group may have one floor',
    })
    .optional(),
});
export type OptimizeRequestBody = z.infer<typeof optimizeRequestSchema>;

/** A function group of the recipe: what it has now, the floor kept, what the answer has (null: no answer). */
export const functionGroupOutcomeSchema = z.object({
  group: z.enum(FUNCTION_GROUPS),
  label: z.string(),
  currentPercent: decimalText,
  minPercent: decimalText,
  percent: decimalText.nullable(),
  /** The INCI names of the substances that make it up. */
  members: z.array(z.string()),
});

/** GET /api/formulations/:id/function-groups: the groups the optimizer keeps, before anything is solved. */
export const recipeFunctionGroupSchema = functionGroupOutcomeSchema.pick({
  group: true,
  label: true,
  currentPercent: true,
  members: true,
});
export type RecipeFunctionGroupDto = z.infer<typeof recipeFunctionGroupSchema>;

/** Percent and money as strings with 4 decimals; conflicts in plain words when nothing satisfies every bound. */
export const optimizeResponseSchema = z.object({
  status: z.enum(['optimal', 'infeasible']),
  lines: z.array(
    z.object({
      ingredientId: z.string(),
      name: z.string(),
      percent: decimalText,
      currentPercent: decimalText,
    }),
  ),
  costPerUnit: decimalText.nullable(),
  currentCostPerUnit: decimalText,
  savingPerUnit: decimalText.nullable(),
  bindingConstraints: z.array(z.string()),
  conflicts: z.array(z.string()),
  /** The answer's re-check by the regulatory engine (empty: it passes). */
  violations: z.array(z.string()),
  functionGroups: z.array(functionGroupOutcomeSchema),
  /** How long the solve took, for the bench and the curious (ms). */
  solveMs: z.number(),
});
export type OptimizeResponse = z.infer<typeof optimizeResponseSchema>;
