import { randomUUID } from 'node:crypto';
import {
  defaultApplicationArea,
  defaultExposure,
  FORM_STATUSES,
  type FormulationStatus,
} from '../../../domain/formulation/constants.ts';
import { computeCost, toScale } from '../../../domain/formulation/cost.ts';
import { percentOfBatchSize } from '../../../domain/formulation/percent-entry.ts';
import { defaultIfraCategory } from '../../../domain/ifra/ifra.ts';
import { defaultExposureCategory } from '../../../domain/safety/exposure-categories.ts';
import { formulationIngredients, formulationStatusHistory, formulations } from '../schema.ts';
import { idOf, type SeedContext } from './context.ts';
import { DEMO_FORMULATIONS, type DemoFormulation } from './formulation-data.ts';
import { DEMO_PROCEDURES } from './procedure-data.ts';

/** "aqua 1330, aloe 300" -> [{ key: 'aqua', ounces: '1330' }, ...] */
export function parseLines(lines: string): { key: string; ounces: string }[] {
  return lines.split(',').map((part) => {
    const [key, ounces] = part.trim().split(/\s+/);
    if (!key || !ounces || Number.isNaN(Number(ounces))) throw new Error(`Bad formulation line: "${part}"`);
    return { key, ounces };
  });
}

/** The statuses a formulation went through: the pipeline up to its status unless it says otherwise. */
function statusPath(f: DemoFormulation): FormulationStatus[] {
  if (f.path) return f.path;
  return FORM_STATUSES.slice(0, FORM_STATUSES.indexOf(f.status as (typeof FORM_STATUSES)[number]) + 1);
}

/** Each status with the day it was reached: spread evenly from creation to (at the latest) yesterday. */
export function statusTimeline(
  f: DemoFormulation,
): { from: FormulationStatus | null; to: FormulationStatus; daysAgo: number }[] {
  const path = statusPath(f);
  const step = Math.max(1, Math.floor((f.createdDaysAgo - 1) / path.length));
  return path.map((to, index) => ({
    from: index === 0 ? null : path[index - 1],
    to,
    daysAgo: f.createdDaysAgo - index * step,
  }));
}

export async function seedFormulations(ctx: SeedContext): Promise<void> {
  const versions = new Map<string, { version: number; lineageId: string }>();
  for (const f of DEMO_FORMULATIONS) {
    const id = randomUUID();
    const previous = f.previous ? idOf(ctx.formulations, f.previous, 'formulation') : null;
    const lineage = previous ? versions.get(previous)! : null;
    const version = {
      version: lineage ? lineage.version + 1 : 1,
      lineageId: lineage ? lineage.lineageId : id,
    };
    const lines = parseLines(f.lines).map((line) => ({
      ...line,
      rawMaterial: idOf(ctx.rawMaterials, line.key, 'ingredient'),
    }));
    const cost = computeCost({
      batchSize: f.batchSize,
      unitSize: f.unitSize,
      targetMargin: f.targetMargin,
      lines: lines.map((line) => ({
        ounces: line.ounces,
        unitCost: line.rawMaterial.unitCost,
        unit: line.rawMaterial.unit,
        density: line.rawMaterial.density,
      })),
    });

    const procedure = DEMO_PROCEDURES[f.key];
    const creator = idOf(ctx.users, f.createdBy, 'user');
    const regulatory = idOf(ctx.users, 'regulatory', 'user');
    const timeline = statusTimeline(f);
    const changedAt = timeline.map((change) => ctx.daysAgo(change.daysAgo));
    const createdAt = changedAt[0];
    const updatedAt = changedAt.at(-1)!;

    await ctx.tx.insert(formulations).values({
      id,
      name: f.name,
      description: f.description,
      productType: f.productType,
      targetSkinType: f.skinType,
      status: f.status,
      applicationArea: defaultApplicationArea(f.name),
      exposure: defaultExposure(f.productType),
      exposureCategory: defaultExposureCategory(
        defaultApplicationArea(f.name),
        defaultExposure(f.productType),
      ),
      ifraCategory: defaultIfraCategory(
        f.productType,
        defaultApplicationArea(f.name),
        defaultExposure(f.productType),
      ),
      batchSize: f.batchSize,
      unitSize: f.unitSize,
      ...version,
      parentId: previous,
      totalCost: toScale(cost.totalCost, 4),
      costPerUnit: toScale(cost.costPerUnit, 4),
      targetMargin: f.targetMargin,
      suggestedUnitPrice: toScale(cost.suggestedUnitPrice, 2),
      entryMode: procedure?.qs ? 'percent' : 'ounces',
      phases: procedure?.phases ?? [],
      specification: procedure?.specification ?? null,
      createdBy: creator,
      revision: timeline.length,
      createdAt,
      updatedAt,
    });
    await ctx.tx.insert(formulationIngredients).values(
      lines.map((line, position) => ({
        formulationId: id,
        ingredientId: line.rawMaterial.id,
        ounces: line.ounces,
        cost: toScale(cost.lines[position].cost, 6),
        position,
        phase: procedure?.lines[line.key] ?? null,
        // Entered in %: each line's share of the batch, the q.s. line's included (its lines add up to the batch).
        percent: procedure?.qs ? percentOfBatchSize(line.ounces, f.batchSize) : null,
        qs: procedure?.qs === line.key,
        createdAt,
        updatedAt: createdAt,
      })),
    );
    await ctx.tx.insert(formulationStatusHistory).values(
      timeline.map(({ from, to }, index) => ({
        formulationId: id,
        fromStatus: from,
        toStatus: to,
        // The regulatory specialist signs off (or rejects) after compliance review.
        changedBy: from === 'compliance_review' ? regulatory : creator,
        changedAt: changedAt[index],
      })),
    );
    ctx.formulations[f.key] = id;
    versions.set(id, version);
  }
}
