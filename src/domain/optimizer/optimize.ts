import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { evaluateCompliance } from '../compliance/evaluate.ts';
import { percentText } from '../compliance/text.ts';
import { computeCost, toScale } from '../formulation/cost.ts';
import { substanceContent } from '../substance/substance-content.ts';
import { buildProgram, type LinearProgram, type OptimizerInput } from './program.ts';
import { type SolveResult, solveLinearProgram } from './solver.ts';

/**
 * Least-cost reformulation (DESIGN §4b): the program solved, its answer rounded to the 4 decimals it is shown
 * with (the lines made to total exactly 100 %), then re-checked by the cost engine and the regulatory engine. A
 * limit the rounding pushed over is tightened by the excess and the program solved again (at most 3 times), so
 * what is shown is what the engines pass.
 */
export interface OptimizeRequest extends OptimizerInput {
  batchSize: Decimal.Value;
  /** The current recipe, % w/w per material (same order). */
  currentPercents: readonly Decimal.Value[];
  subject: { id: string; name: string };
}

export type OptimizeResult =
  | {
      status: 'optimal';
      lines: { ingredientId: string; name: string; percent: string; currentPercent: string }[];
      costPerUnit: string;
      currentCostPerUnit: string;
      savingPerUnit: string;
      bindingConstraints: string[];
      /** The re-check of the answer: what the regulatory engine found (nothing, when it passes). */
      violations: string[];
    }
  | { status: 'infeasible'; conflicts: string[]; currentCostPerUnit: string };

const ATTEMPTS = 3;
const SCALE = 4;

/** Rounded to 4 decimals, and the largest line not at a bound absorbs what makes the total differ from 100. */
function rounded(values: number[], program: LinearProgram): Decimal[] {
  // The solver's answer is within its tolerance of the bounds (-1e-15 for a zero): clamped, then rounded.
  const percents = values.map((value, index) =>
    D(Math.min(program.upper[index]!, Math.max(program.lower[index]!, value)))
      .toDecimalPlaces(SCALE)
      .abs(),
  );
  const gap = D(100).minus(percents.reduce((sum, value) => sum.plus(value), D(0)));
  if (gap.isZero()) return percents;
  const candidates = percents
    .map((value, index) => ({ value, index }))
    .filter(
      ({ value, index }) =>
        value.plus(gap).gte(program.lower[index]!) && value.plus(gap).lte(program.upper[index]!),
    )
    .sort((a, b) => b.value.comparedTo(a.value));
  const chosen = candidates[0];
  if (chosen) percents[chosen.index] = chosen.value.plus(gap);
  return percents;
}

function costPerUnit(request: OptimizeRequest, percents: readonly Decimal.Value[]): Decimal {
  return computeCost({
    batchSize: request.batchSize,
    unitSize: request.unitSize,
    lines: request.materials.map((material, index) => ({
      ounces: percents[index]!,
      unitCost: material.unitCost,
      unit: material.unit,
      density: material.density,
    })),
  }).costPerUnit;
}

function recheck(request: OptimizeRequest, percents: Decimal[]) {
  const content = substanceContent(
    request.materials.map((material, index) => ({
      ingredientId: material.ingredientId,
      ingredientName: material.name,
      ounces: percents[index]!,
    })),
    new Map(request.materials.map((material) => [material.ingredientId, material.composition])),
    new Map([...request.facts].map(([id, fact]) => [id, fact.inciName])),
  );
  const findings = evaluateCompliance(
    { ...request.subject, ...request.use, content },
    request.rules,
    request.facts,
    request.today,
  );
  return findings.filter((finding) => ['over_limit', 'prohibited', 'not_allowed'].includes(finding.status));
}

function describeBound(request: OptimizeRequest, index: number, bound: 'lower' | 'upper' | 'both'): string {
  const material = request.materials[index]!;
  if (bound === 'both' || material.min === material.max)
    return `${material.name} pinned at ${percentText(material.min)} %`;
  return bound === 'lower'
    ? `${material.name} at least ${percentText(material.min)} %`
    : `${material.name} at most ${percentText(material.max)} %`;
}

export async function optimizeFormulation(request: OptimizeRequest): Promise<OptimizeResult> {
  const currentCost = costPerUnit(request, request.currentPercents);
  const currentCostPerUnit = toScale(currentCost, SCALE);
  const tighten = new Map<string, number>();
  let solved: SolveResult | null = null;
  let percents: Decimal[] = [];
  let program: LinearProgram | null = null;
  let over: ReturnType<typeof recheck> = [];

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    program = buildProgram({ ...request, tighten });
    solved = await solveLinearProgram(program);
    if (solved.status === 'infeasible') {
      const rows = new Map(program.rows.map((row) => [row.name, row.meaning]));
      const conflicts = [
        ...solved.conflictRows.map((name) => rows.get(name) ?? name),
        ...solved.conflictVariables.map(({ index, bound }) => describeBound(request, index, bound)),
      ];
      return { status: 'infeasible', conflicts: [...new Set(conflicts)], currentCostPerUnit };
    }
    percents = rounded(solved.values, program);
    over = recheck(request, percents);
    if (over.length === 0) break;
    // Rounding to 4 decimals went over a limit: tighten that row by the excess and solve again.
    for (const finding of over) {
      const row = program.rows.find((candidate) => candidate.substanceId === finding.substanceId);
      if (row) tighten.set(row.name, (tighten.get(row.name) ?? 0) + finding.margin!.neg().toNumber() + 1e-6);
    }
  }
  if (solved?.status !== 'optimal' || !program) throw new Error('unreachable: the solve loop ran');

  const optimalCost = costPerUnit(request, percents);
  const rowMeanings = new Map(program.rows.map((row) => [row.name, row]));
  const bindingConstraints = [
    ...solved.bindingRows.flatMap((name) => {
      const row = rowMeanings.get(name);
      return row && row.kind !== 'total' ? [row.meaning] : [];
    }),
    ...solved.boundVariables.flatMap(({ index, bound }) => {
      const material = request.materials[index]!;
      // A line at the default 0-100 bounds is a choice of the optimum, not a constraint the user set.
      const userSet = bound === 'lower' ? material.min > 0 : material.max < 100;
      return userSet ? [describeBound(request, index, material.min === material.max ? 'both' : bound)] : [];
    }),
  ];
  return {
    status: 'optimal',
    lines: request.materials.map((material, index) => ({
      ingredientId: material.ingredientId,
      name: material.name,
      percent: toScale(percents[index]!, SCALE),
      currentPercent: toScale(request.currentPercents[index]!, SCALE),
    })),
    costPerUnit: toScale(optimalCost, SCALE),
    currentCostPerUnit,
    savingPerUnit: toScale(currentCost.minus(optimalCost), SCALE),
    bindingConstraints: [...new Set(bindingConstraints)],
    violations: over.map((finding) => `${finding.inciName}: ${finding.status.replaceAll('_', ' ')}`),
  };
}
