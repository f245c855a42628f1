import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { scaleRecipe } from '../../../domain/formulation/batch-ticket.ts';
import { D, toScale } from '../../../domain/formulation/cost.ts';
import type { LogReductions, OrganismId } from '../../../domain/lab/challenge-test.ts';
import type { Measurements } from '../../../domain/lab/measurements.ts';
import { dueDate, parseTimepoint } from '../../../domain/lab/timepoints.ts';
import {
  challengeTests,
  formulationIngredients,
  formulations,
  ingredients,
  labBatches,
  labBatchLines,
  stabilityCells,
  stabilityStudies,
} from '../schema.ts';
import { idOf, type SeedContext } from './context.ts';

/**
 * The lab's demo records (docs/architecture.md, "The lab"): a 2000 g lab batch of the approved Post-Shave Recovery
 * Balm, weighed off (phenoxyethanol 2 % over and acknowledged) and measured; a stability study of it started five
 * weeks ago, three conditions x five time points, with results to 4 weeks (the 4 °C pull at 4 weeks is overdue);
 * and its challenge test, criterion A.
 */

const CONDITIONS = ['4 °C', '25 °C/60 % RH', '40 °C/75 % RH'];
const TIMEPOINTS = ['T0', '1w', '4w', '8w', '12w'];
const STUDY_DAYS_AGO = 35;

const observed = (text: string) => ({ observed: text, conforms: true });
const measurement = (ph: string, viscosity: string, density: string): Measurements => ({
  ph,
  viscosity,
  density,
  appearance: observed('Smooth, glossy balm'),
  colour: observed('Off-white'),
  odour: observed('Characteristic'),
});

/** pH and viscosity drift a little faster the warmer the cabinet: realistic, and within specification. */
const RESULTS: Record<string, Record<string, Measurements>> = {
  '4 °C': { T0: measurement('5.45', '31200', '1.001'), '1w': measurement('5.44', '31500', '1.001') },
  '25 °C/60 % RH': {
    T0: measurement('5.45', '31200', '1.001'),
    '1w': measurement('5.43', '30800', '1.001'),
    '4w': measurement('5.40', '30100', '1.000'),
  },
  '40 °C/75 % RH': {
    T0: measurement('5.45', '31200', '1.001'),
    '1w': measurement('5.38', '29400', '1.000'),
    '4w': measurement('5.26', '26900', '0.999'),
  },
};

const CHALLENGE: Record<OrganismId, LogReductions> = {
  p_aeruginosa: { day7: '4.2', day14: '5.1', day28: '5.1' },
  s_aureus: { day7: '3.6', day14: '4.4', day28: '4.8' },
  e_coli: { day7: '4.0', day14: '5.0', day28: '5.0' },
  c_albicans: { day7: '1.8', day14: '2.6', day28: '3.1' },
  a_brasiliensis: { day7: null, day14: '0.6', day28: '1.4' },
};

export async function seedLab(ctx: SeedContext): Promise<void> {
  const formulationId = idOf(ctx.formulations, 'postshave-v1', 'formulation');
  const scientist = idOf(ctx.users, 'scientist', 'user');
  const [formulation] = await ctx.tx.select().from(formulations).where(eq(formulations.id, formulationId));
  const lines = await ctx.tx
    .select({
      ingredientId: formulationIngredients.ingredientId,
      ounces: formulationIngredients.ounces,
      phase: formulationIngredients.phase,
      qs: formulationIngredients.qs,
    })
    .from(formulationIngredients)
    .where(eq(formulationIngredients.formulationId, formulationId))
    .orderBy(asc(formulationIngredients.position));
  const names = new Map(
    (
      await ctx.tx
        .select({ id: ingredients.id, name: ingredients.name })
        .from(ingredients)
        .where(
          inArray(
            ingredients.id,
            lines.map((line) => line.ingredientId),
          ),
        )
    ).map((row) => [row.id, row.name]),
  );
  const scaled = scaleRecipe(
    lines.map((line) => ({ ...line, name: names.get(line.ingredientId)! })),
    2000,
    'g',
  );

  const made = ctx.daysAgo(STUDY_DAYS_AGO + 2);
  const batchId = randomUUID();
  const batchNumber = `LB-${made.toISOString().slice(0, 10).replaceAll('-', '')}-01`;
  await ctx.tx.insert(labBatches).values({
    id: batchId,
    batchNumber,
    formulationId,
    formulationName: formulation!.name,
    formulationVersion: formulation!.version,
    size: '2000',
    unit: 'g',
    status: 'completed',
    phases: formulation!.phases,
    specification: formulation!.specification,
    measurements: measurement('5.45', '31200', '1.001'),
    measuredAt: made,
    notes: 'Pilot batch for the stability and challenge tests.',
    madeBy: scientist,
    completedAt: made,
    revision: 3,
    createdAt: made,
    updatedAt: made,
  });
  await ctx.tx.insert(labBatchLines).values(
    scaled.lines.map((line, position) => {
      // Phenoxyethanol went in 2 % over: outside its ±1 %, acknowledged by the chemist.
      const over = names.get(line.ingredientId)?.toLowerCase().includes('phenoxy');
      const actual = over ? D(line.weight).times('1.02') : D(line.weight);
      return {
        batchId,
        ingredientId: line.ingredientId,
        name: line.name,
        phase: line.phase,
        position,
        percent: line.percent,
        targetWeight: line.weight,
        tolerancePercent: '1',
        actualWeight: toScale(actual, 2),
        lotNumber: `L${made.getUTCFullYear()}-${String(1031 + position * 7)}`,
        weighedBy: scientist,
        weighedAt: made,
        acknowledgedBy: over ? scientist : null,
        acknowledgedAt: over ? made : null,
        revision: over ? 3 : 2,
        createdAt: made,
        updatedAt: made,
      };
    }),
  );

  const studyId = randomUUID();
  const startDate = ctx.dateIn(-STUDY_DAYS_AGO);
  const started = ctx.daysAgo(STUDY_DAYS_AGO);
  await ctx.tx.insert(stabilityStudies).values({
    id: studyId,
    batchId,
    ownerId: scientist,
    startDate,
    conditions: CONDITIONS,
    timepoints: TIMEPOINTS,
    createdAt: started,
    updatedAt: started,
  });
  await ctx.tx.insert(stabilityCells).values(
    CONDITIONS.flatMap((condition) =>
      TIMEPOINTS.map((timepoint) => {
        const due = dueDate(startDate, parseTimepoint(timepoint)!);
        const results = RESULTS[condition]?.[timepoint] ?? null;
        const doneAt = results ? new Date(`${due}T10:00:00Z`) : null;
        return {
          studyId,
          condition,
          timepoint,
          dueDate: due,
          measurements: results,
          doneAt,
          recordedBy: results ? scientist : null,
          revision: results ? 2 : 1,
          createdAt: started,
          updatedAt: doneAt ?? started,
        };
      }),
    ),
  );

  const tested = ctx.daysAgo(STUDY_DAYS_AGO - 1);
  await ctx.tx.insert(challengeTests).values({
    batchId,
    startedOn: ctx.dateIn(-(STUDY_DAYS_AGO - 1)),
    laboratory: 'In-house microbiology lab',
    results: CHALLENGE,
    notes: 'ISO 11930 preservation efficacy test, five strains.',
    recordedBy: scientist,
    createdAt: tested,
    updatedAt: tested,
  });
}
