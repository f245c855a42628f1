import { evaluateCompliance, type Finding } from '../../../domain/compliance/evaluate.ts';
import { reformulationCostChange, totalChangePerYear } from '../../../domain/compliance/impact-cost.ts';
import type {
  ImpactFormulation,
  ImpactQuery,
  ImpactResponse,
} from '../../../domain/compliance/impact-schema.ts';
import { reachedRawMaterials } from '../../../domain/compliance/reach.ts';
import { violationOf } from '../../../domain/compliance/violations.ts';
import { librariesOf, marketLibrary } from '../../../domain/market/library.ts';
import { targetMarkets } from '../../../domain/market/market-compliance.ts';
import { optimizeFormulation } from '../../../domain/optimizer/optimize.ts';
import { substanceContent } from '../../../domain/substance/substance-content.ts';
import type { Db } from '../../db/client.ts';
import type { ComplianceChecks } from '../compliance/checks-service.ts';
import { createImpactRepository } from './impact-repository.ts';
import { recipeMaterials } from './recipe.ts';

type Catalogue = Awaited<ReturnType<ComplianceChecks['catalogueFacts']>>;
type Row = Awaited<ReturnType<ReturnType<typeof createImpactRepository>['formulationsOn']>>[number];
type Line = Awaited<ReturnType<ReturnType<typeof createImpactRepository>['pricedLinesOn']>>[number];

const use = (row: Row) => ({
  productType: row.productType,
  applicationArea: row.applicationArea,
  exposure: row.exposure as 'leave_on' | 'rinse_off',
});

function subjectOf(
  row: Row,
  lines: readonly { ingredientId: string; name: string; ounces: string }[],
  catalogue: Catalogue,
) {
  const content = substanceContent(
    lines.map((line) => ({
      ingredientId: line.ingredientId,
      ingredientName: line.name,
      ounces: line.ounces,
    })),
    catalogue.compositions,
    catalogue.names,
  );
  return { id: row.id, name: row.name, ...use(row), content };
}

/**
 * The least-cost recipe of the formulation's own raw materials that passes on the date (ADR 071): the optimizer
 * with the rules in force then, of every market the formulation is placed on (a recipe that passed the EU and
 * broke the US would not be a way out), its answer checked again by the engine on the market asked about.
 */
async function reformulate(
  row: Row,
  lines: readonly Line[],
  catalogue: Catalogue,
  market: string,
  date: string,
): Promise<ImpactFormulation['reformulation']> {
  if (lines.length === 0) return null;
  const recipe = recipeMaterials({ lines, compositions: catalogue.compositions });
  const markets = [...new Set([...targetMarkets(row), market])];
  const result = await optimizeFormulation({
    use: use(row),
    unitSize: row.unitSize,
    batchSize: row.batchSize,
    materials: recipe.map(({ line, composition }) => ({
      ingredientId: line.ingredientId,
      name: line.name,
      unitCost: line.unitCost,
      unit: line.unit,
      density: line.density,
      category: line.category,
      composition,
      min: 0,
      max: 100,
    })),
    currentPercents: recipe.map(({ percent }) => percent),
    rules: librariesOf(catalogue.rules, catalogue.markets, markets),
    facts: catalogue.substances,
    today: date,
    subject: { id: row.id, name: row.name },
  });
  const base = { costPerUnitBefore: result.currentCostPerUnit, yearlyVolume: row.yearlyVolume };
  const none = { costPerUnitAfter: null, changePerUnit: null, changePerYear: null, lines: [] };
  if (result.status === 'infeasible')
    return { ...base, ...none, feasible: false, conflicts: result.conflicts };
  // The program models limits; a finding it cannot (a raw material without composition) leaves it failing.
  const after = subjectOf(
    row,
    result.lines.map((line) => ({ ...line, ounces: line.percent })),
    catalogue,
  );
  const left = violationsOn(
    after,
    marketLibrary(catalogue.rules, catalogue.markets, market),
    catalogue,
    date,
  );
  if (left.length) {
    const conflicts = left.map((finding) => violationOf(finding, after)?.title ?? finding.rule.name);
    return { ...base, ...none, feasible: false, conflicts };
  }
  return {
    ...base,
    feasible: true,
    costPerUnitAfter: result.costPerUnit,
    ...reformulationCostChange(result.currentCostPerUnit, result.costPerUnit, row.yearlyVolume),
    lines: result.lines,
    conflicts: [],
  };
}

function violationsOn(
  subject: ReturnType<typeof subjectOf>,
  library: Catalogue['rules'],
  catalogue: Catalogue,
  day: string,
): Finding[] {
  return evaluateCompliance(subject, library, catalogue.substances, day).filter((item) => item.violation);
}

/**
 * "What a date changes" (ADR 071): every formulation placed on a market that fails on a date, with the rules in
 * force then, why, and what the least-cost compliant recipe costs against today's, per unit and per year. The
 * engine runs in memory on the cached catalogue, on the formulations holding a raw material the library reaches;
 * only the failing ones go to the optimizer.
 */
export function createImpactService({
  db,
  compliance,
}: {
  db: Db;
  compliance: Pick<ComplianceChecks, 'catalogueFacts'>;
}) {
  return {
    async impact({ market, date }: ImpactQuery): Promise<ImpactResponse> {
      const catalogue = await compliance.catalogueFacts(db);
      const repo = createImpactRepository(db);
      const library = marketLibrary(catalogue.rules, catalogue.markets, market);
      // Only the formulations the library can find anything in are read and evaluated; the others pass.
      const reach = reachedRawMaterials(library, catalogue.compositions, catalogue.substances);
      const checked = await repo.countOn(market);
      const rows = await repo.formulationsOn(market, reach);
      const linesOf = new Map<string, Line[]>();
      for (const line of await repo.pricedLinesOn(market, reach)) {
        const list = linesOf.get(line.formulationId);
        if (list) list.push(line);
        else linesOf.set(line.formulationId, [line]);
      }

      const formulations: ImpactFormulation[] = [];
      for (const row of rows) {
        const lines = linesOf.get(row.id) ?? [];
        const subject = subjectOf(row, lines, catalogue);
        const failing = violationsOn(subject, library, catalogue, date);
        if (failing.length === 0) continue;
        formulations.push({
          id: row.id,
          name: row.name,
          version: row.version,
          status: row.status,
          failsToday:
            date === catalogue.today || violationsOn(subject, library, catalogue, catalogue.today).length > 0,
          findings: failing.map((finding) => {
            const violation = violationOf(finding, subject);
            return {
              ruleId: finding.rule.id,
              ruleName: finding.rule.name,
              substance: finding.inciName,
              status: finding.status,
              severity: finding.rule.severity,
              message: violation?.title ?? finding.rule.name,
              detail: violation?.description ?? '',
            };
          }),
          reformulation: await reformulate(row, lines, catalogue, market, date),
        });
      }

      const reformulations = formulations.flatMap((item) => item.reformulation ?? []);
      const feasible = reformulations.filter((item) => item.feasible).length;
      return {
        market,
        date,
        formulations,
        counts: {
          checked,
          failing: formulations.length,
          newlyFailing: formulations.filter((item) => !item.failsToday).length,
          feasible,
          infeasible: formulations.length - feasible,
        },
        totalChangePerYear: totalChangePerYear(reformulations),
      };
    },
  };
}
export type ImpactService = ReturnType<typeof createImpactService>;
