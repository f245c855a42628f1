import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { evaluateCompliance } from '../compliance/evaluate.ts';
import { percentText } from '../compliance/text.ts';
import { computeCost, toScale } from '../formulation/cost.ts';
import { substanceContent } from '../substance/substance-content.ts';
import {
  type FunctionGroupOutcome,
  groupOutcomes,
  groupPercents,
  resolveGroupFloors,
} from './group-floors.ts';
import { buildProgram, type GroupFloor, type LinearProgram, type OptimizerInput } from './program.ts';
import { type SolveResult, solveLinearProgram } from './solver.ts';

/**
 * Least-cost reformulation (docs/product-rules.md, "The optimizer"): the program solved, its answer rounded to the 4 decimals it is shown
 * with (the lines made to total exactly 100 %), then re-checked by the cost engine and the regulatory engine. A
 * limit the rounding pushed over is tightened by the excess and the program solved again (at most 3 times), so
 * what is shown is what the engines pass. Every function group the recipe has (preservative system, UV filters,
 * ...) is kept at its current share unless the request gives that group another floor (ADR 036); a floor the
 * rounding went under is raised the same way.
 */
export interface OptimizeRequest extends Omit<OptimizerInput, 'groupFloors'> {
  batchSize: Decimal.Value;
  /** The current recipe, % w/w per material (same order). */
  currentPercents: readonly Decimal.Value[];
  subject: { id: string; name: string };
  /** The user's own floors for some function groups; the others keep their current share. */
  groupFloors?: readonly GroupFloor[];
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
      functionGroups: FunctionGroupOutcome[];
    }
  | {
      status: 'infeasible';
      conflicts: string[];
      currentCostPerUnit: string;
      functionGroups: FunctionGroupOutcome[];
    };

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

/**
 * A line's bound in words, or nothing when it is trivially true (at least 0 %, at most 100 %): those are the
 * range every line has, not something the user could relax.
 */
function describeBound(
  request: OptimizeRequest,
  index: number,
  bound: 'lower' | 'upper' | 'both',
): string | null {
  const material = request.materials[index]!;
  if (material.min === material.max) return `${material.name} pinned at ${percentText(material.min)} %`;
  const lower = bound !== 'upper' && material.min > 0;
  const upper = bound !== 'lower' && material.max < 100;
  if (lower && upper)
    return `${material.name} between ${percentText(material.min)} % and ${percentText(material.max)} %`;
  if (lower) return `${material.name} at least ${percentText(material.min)} %`;
  if (upper) return `${material.name} at most ${percentText(material.max)} %`;
  return null;
}

/** Function group floors the rounded answer falls under, with by how much (% points). */
function floorsUnder(
  program: LinearProgram,
  request: OptimizeRequest,
  floors: readonly GroupFloor[],
  percents: readonly Decimal[],
) {
  const achieved = groupPercents(request.materials, percents, request.facts);
  return floors.flatMap((floor) => {
    const row = program.rows.find((candidate) => candidate.group === floor.group);
    const deficit = D(floor.minPercent).minus(achieved.get(floor.group) ?? 0);
    return row && deficit.gt(0) ? [{ name: row.name, deficit: deficit.toNumber() }] : [];
  });
}

export async function optimizeFormulation(request: OptimizeRequest): Promise<OptimizeResult> {
  const currentCost = costPerUnit(request, request.currentPercents);
  const currentCostPerUnit = toScale(currentCost, SCALE);
  const resolved = resolveGroupFloors(
    request.materials,
    request.currentPercents,
    request.facts,
    request.groupFloors,
  );
  if (resolved.impossible.length) {
    return {
      status: 'infeasible',
      conflicts: resolved.impossible,
      currentCostPerUnit,
      functionGroups: groupOutcomes(resolved, null),
    };
  }
  const tighten = new Map<string, number>();
  let solved: SolveResult | null = null;
  let percents: Decimal[] = [];
  let program: LinearProgram | null = null;
  let over: ReturnType<typeof recheck> = [];

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    program = buildProgram({ ...request, groupFloors: resolved.floors, tighten });
    solved = await solveLinearProgram(program);
    if (solved.status === 'infeasible') {
      const rows = new Map(program.rows.map((row) => [row.name, row.meaning]));
      const conflicts = [
        ...solved.conflictRows.map((name) => rows.get(name) ?? name),
        ...solved.conflictVariables.flatMap(({ index, bound }) => describeBound(request, index, bound) ?? []),
      ];
      return {
        status: 'infeasible',
        conflicts: [...new Set(conflicts)],
        currentCostPerUnit,
        functionGroups: groupOutcomes(resolved, null),
      };
    }
    percents = rounded(solved.values, program);
    over = recheck(request, percents);
    const under = floorsUnder(program, request, resolved.floors, percents);
    if (over.length === 0 && under.length === 0) break;
    // Rounding to 4 decimals went over a limit or under a floor: tighten that row by the excess and solve again.
    for (const finding of over) {
      const row = program.rows.find((candidate) => candidate.substanceId === finding.substanceId);
      if (row) tighten.set(row.name, (tighten.get(row.name) ?? 0) + finding.margin!.neg().toNumber() + 1e-6);
    }
    for (const { name, deficit } of under) tighten.set(name, (tighten.get(name) ?? 0) + deficit + 1e-6);
  }
  if (solved?.status !== 'optimal' || !program) throw new Error('unreachable: the solve loop ran');

  const optimalCost = costPerUnit(request, percents);
  const rowMeanings = new Map(program.rows.map((row) => [row.name, row]));
  const bindingConstraints = [
    ...solved.bindingRows.flatMap((name) => {
      const row = rowMeanings.get(name);
      return row && row.kind !== 'total' ? [row.meaning] : [];
    }),
    // A line at the default 0-100 bounds is a choice of the optimum, not a constraint the user set.
    ...solved.boundVariables.flatMap(({ index, bound }) => describeBound(request, index, bound) ?? []),
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
    functionGroups: groupOutcomes(resolved, groupPercents(request.materials, percents, request.facts)),
  };
}
