import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import { numberField } from '../common/numeric-input.ts';
import { optionalNumberField } from '../common/optional-number.ts';
import { D } from '../formulation/cost.ts';

/**
 * The preservative efficacy (challenge) test of ISO 11930 (docs/glossary.md, "Challenge test"; ADR 051): the
 * product is inoculated with each of five strains and the count is taken at days 7, 14 and 28; the log reduction
 * from the inoculum at each day is what is recorded, and each strain is judged against criteria A and B:
 *
 * | strain                    | criterion | day 7 | day 14                  | day 28                    |
 * | ------------------------- | --------- | ----- | ----------------------- | ------------------------- |
 * | bacteria (P. aeruginosa,  | A         | >= 3  | >= 3 and no increase    | no increase               |
 * | S. aureus, E. coli)       | B         | -     | >= 3                    | no increase               |
 * | yeast (C. albicans)       | A         | >= 1  | >= 1 and no increase    | no increase               |
 * |                           | B         | -     | >= 1                    | no increase               |
 * | mould (A. brasiliensis)   | A         | -     | >= 0 (no increase from  | >= 1 and no increase      |
 * |                           |           |       | the inoculum)           |                           |
 * |                           | B         | -     | >= 0                    | no increase               |
 *
 * "No increase" is no increase in count from the previous contact time, i.e. a log reduction at least the previous
 * one's; "-" is not required (not performed). Figures as ISO 11930:2019 states them, e.g. summarised by
 * Microchem Laboratory, "ISO 11930 acceptance criteria" (microchemlab.com/information/iso-11930-acceptance-criteria).
 * All A: the product meets the standard. All at least B: it meets it only with a justification that it is
 * protected otherwise (packaging, a risk assessment). Any strain below B: it does not meet it.
 */

export const ORGANISM_KINDS = ['bacteria', 'yeast', 'mould'] as const;
export type OrganismKind = (typeof ORGANISM_KINDS)[number];

export const ORGANISMS = [
  { id: 'p_aeruginosa', name: 'Pseudomonas aeruginosa', kind: 'bacteria' },
  { id: 's_aureus', name: 'Staphylococcus aureus', kind: 'bacteria' },
  { id: 'e_coli', name: 'Escherichia coli', kind: 'bacteria' },
  { id: 'c_albicans', name: 'Candida albicans', kind: 'yeast' },
  { id: 'a_brasiliensis', name: 'Aspergillus brasiliensis', kind: 'mould' },
] as const satisfies readonly { id: string; name: string; kind: OrganismKind }[];
export type OrganismId = (typeof ORGANISMS)[number]['id'];
export const ORGANISM_IDS = ORGANISMS.map((organism) => organism.id) as [OrganismId, ...OrganismId[]];

/** The log reductions each kind needs at days 7 and 14 for A, and at 14 for B (28 then adds "no increase"). */
const REQUIRED: Readonly<
  Record<OrganismKind, { a7: number | null; a14: number; a28: number | null; b14: number }>
> = {
  bacteria: { a7: 3, a14: 3, a28: null, b14: 3 },
  yeast: { a7: 1, a14: 1, a28: null, b14: 1 },
  mould: { a7: null, a14: 0, a28: 1, b14: 0 },
};

export const CRITERIA = ['A', 'B', 'fail'] as const;
export type Criterion = (typeof CRITERIA)[number];

export interface LogReductions {
  /** null: not counted (criterion B never needs it; bacteria and yeast need it for A). */
  day7: string | null;
  day14: string;
  day28: string;
}

/** One strain's log reductions against A, then B. */
export function evaluateOrganism(kind: OrganismKind, reductions: LogReductions): Criterion {
  const need = REQUIRED[kind];
  const day14 = D(reductions.day14);
  const day28 = D(reductions.day28);
  const noIncreaseAt28 = day28.gte(day14);
  const day7 = reductions.day7 === null ? null : D(reductions.day7);
  const meetsA =
    noIncreaseAt28 &&
    day14.gte(need.a14) &&
    (need.a28 === null || day28.gte(need.a28)) &&
    (need.a7 === null || (!!day7?.gte(need.a7) && day14.gte(day7!)));
  if (meetsA) return 'A';
  return noIncreaseAt28 && day14.gte(need.b14) ? 'B' : 'fail';
}

/** The product's result: the weakest strain's. */
export function overallCriterion(criteria: readonly Criterion[]): Criterion {
  if (criteria.includes('fail')) return 'fail';
  return criteria.includes('B') ? 'B' : 'A';
}

export function evaluateChallengeTest(results: Readonly<Record<OrganismId, LogReductions>>) {
  const organisms = ORGANISMS.map((organism) => ({
    ...organism,
    ...results[organism.id],
    criterion: evaluateOrganism(organism.kind, results[organism.id]),
  }));
  return { criterion: overallCriterion(organisms.map((o) => o.criterion)), organisms };
}

export const CRITERION_LABELS: Readonly<Record<Criterion, string>> = {
  A: 'Criterion A met',
  B: 'Criterion B met (justification needed)',
  fail: 'Does not meet ISO 11930',
};

const LOG_RULE = {
  message: 'A log reduction must be between -10 and 10',
  min: -10,
  max: 10,
  maxDecimals: 2,
  decimalsMessage: 'A log reduction can have at most 2 decimal places',
};
const logReduction = numberField(LOG_RULE).transform(String);
const optionalLogReduction = optionalNumberField(LOG_RULE).transform((value) =>
  value === null ? null : String(value),
);

const reductionsInput = z.object(
  { day7: optionalLogReduction, day14: logReduction, day28: logReduction },
  { error: 'Every strain needs its log reductions' },
);

export const challengeTestInputSchema = z.object({
  startedOn: z.iso.date({ error: 'Start date must be a date (YYYY-MM-DD)' }),
  laboratory: z
    .string()
    .max(120, 'Laboratory must be at most 120 characters')
    .nullish()
    .transform((value) => value?.trim() || null),
  results: z.object(
    Object.fromEntries(ORGANISMS.map((organism) => [organism.id, reductionsInput])) as Record<
      OrganismId,
      typeof reductionsInput
    >,
    { error: 'Every strain needs its log reductions' },
  ),
  notes: z
    .string()
    .max(2000, 'Notes must be at most 2000 characters')
    .nullish()
    .transform((value) => value?.trim() || null),
  revision: z.int().min(0).max(2_147_483_647).optional(),
});
export type ChallengeTestInput = z.input<typeof challengeTestInputSchema>;

const reductionsSchema = z.object({ day7: decimalText.nullable(), day14: decimalText, day28: decimalText });
export const challengeTestSchema = z
  .object({
    id: z.string(),
    batchId: z.string(),
    startedOn: z.string(),
    laboratory: z.string().nullable(),
    notes: z.string().nullable(),
    criterion: z.enum(CRITERIA),
    organisms: z.array(
      reductionsSchema.extend({
        id: z.enum(ORGANISM_IDS),
        name: z.string(),
        kind: z.enum(ORGANISM_KINDS),
        criterion: z.enum(CRITERIA),
      }),
    ),
    recordedBy: z.string().nullable(),
    revision: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ChallengeTest' });
export type ChallengeTest = z.infer<typeof challengeTestSchema>;
