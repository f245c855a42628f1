import { D, toScale } from '../formulation/cost.ts';
import { statusLabel } from '../formulation/statuses.ts';
import { bestSwap, costDrivers } from './cost-advice.ts';
import {
  type CatalogueFacts,
  costFormulation,
  type FormulationFact,
  inventoryIndex,
  type RawMaterialFact,
} from './facts.ts';
import { percent, usd } from './format.ts';
import type { CostReport } from './ideation-schema.ts';

type ReportData = Omit<CostReport, 'text' | 'generatedAt' | 'provider'>;

/**
 * The AI cost optimization report: for every formulation its cost per unit, top 3 drivers and best cheaper
 * same-category swap (saving per unit and per batch by the cost engine), highest cost per unit first; totals are
 * the sum of the best swaps' savings per unit and per batch (one batch of each formulation).
 */
export function buildCostReport(
  formulations: readonly FormulationFact[],
  inventory: readonly RawMaterialFact[],
  catalogue: CatalogueFacts,
): ReportData {
  const byId = inventoryIndex(inventory);
  let totalPerUnit = D(0);
  let totalPerBatch = D(0);
  const rows = formulations.map((formulation) => {
    const costed = costFormulation(formulation, byId);
    const swap = bestSwap(formulation, inventory, catalogue, byId);
    if (swap) {
      totalPerUnit = totalPerUnit.plus(swap.savingPerUnit);
      totalPerBatch = totalPerBatch.plus(swap.savingPerBatch);
    }
    return {
      sortKey: costed.costPerUnit,
      entry: {
        formulationId: formulation.id,
        name: formulation.name,
        version: formulation.version,
        productType: formulation.productType,
        status: formulation.status,
        costPerUnit: toScale(costed.costPerUnit, 4),
        drivers: costDrivers(formulation, byId, costed)
          .slice(0, 3)
          .map((d) => ({ name: d.name, costPerUnit: toScale(d.costPerUnit, 4), share: toScale(d.share, 1) })),
        bestSwap: swap && {
          replace: swap.from.name,
          with: swap.to.name,
          category: swap.to.category,
          savingPerUnit: toScale(swap.savingPerUnit, 4),
          newCostPerUnit: toScale(swap.newCostPerUnit, 4),
          savingPerBatch: toScale(swap.savingPerBatch, 4),
        },
      },
    };
  });
  rows.sort((a, b) => b.sortKey.comparedTo(a.sortKey) || a.entry.name.localeCompare(b.entry.name));
  const entries = rows.map((row) => row.entry);
  return {
    entries,
    totals: {
      formulationCount: entries.length,
      withSavings: entries.filter((e) => e.bestSwap).length,
      totalSavingPerUnit: toScale(totalPerUnit, 4),
      totalSavingPerBatch: toScale(totalPerBatch, 4),
    },
  };
}

/** The report as plain text, for the download. */
export function costReportText(report: ReportData, generatedAt: string): string {
  const lines = [
    'AI Cost Optimization Report',
    `Generated ${generatedAt.slice(0, 16).replace('T', ' ')} UTC by the built-in advisor (figures from the cost engine)`,
    '',
    `Formulations: ${report.totals.formulationCount}; with a cheaper same-category swap: ${report.totals.withSavings}`,
    `Portfolio saving if each best swap is made: ${usd(report.totals.totalSavingPerUnit)} per unit summed over formulations, ${usd(report.totals.totalSavingPerBatch, 2)} for one batch of each`,
  ];
  for (const entry of report.entries) {
    lines.push(
      '',
      `${entry.name}${entry.version > 1 ? ` (v${entry.version})` : ''} - ${entry.productType}, ${statusLabel(entry.status)}`,
      `  Cost per unit: ${usd(entry.costPerUnit)}`,
      `  Top drivers: ${entry.drivers.length ? entry.drivers.map((d) => `${d.name} ${usd(d.costPerUnit)} (${percent(d.share)})`).join('; ') : 'none'}`,
      entry.bestSwap
        ? `  Best swap: replace ${entry.bestSwap.replace} with ${entry.bestSwap.with} (${entry.bestSwap.category}): saves ${usd(entry.bestSwap.savingPerUnit)} per unit (new ${usd(entry.bestSwap.newCostPerUnit)}), ${usd(entry.bestSwap.savingPerBatch, 2)} per batch`
        : '  Best swap: no cheaper ingredient of the same category and function in the inventory',
    );
  }
  lines.push('', 'Check texture, stability and claims in a lab sample before switching.');
  return `${lines.join('\n')}\n`;
}
