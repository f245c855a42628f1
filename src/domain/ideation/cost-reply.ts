import type { Advice, AdvisorRequest } from './advice.ts';
import { formulationLabel } from './advice.ts';
import { cheaperSwaps, costDrivers, swapSentence } from './cost-advice.ts';
import { costFormulation, type DatabaseFacts, type FormulationFact, inventoryIndex } from './facts.ts';
import { percent, usd } from './format.ts';

const CAVEAT = 'Check texture, stability and claims in a lab sample before switching.';

function formulationCost(formulation: FormulationFact, facts: DatabaseFacts): Advice {
  const byId = inventoryIndex(facts.inventory);
  const costed = costFormulation(formulation, byId);
  const label = formulationLabel(formulation);
  if (formulation.lines.length === 0) {
    return {
      heading: `Cost review of ${label}`,
      lines: ['It has no ingredient lines yet, so there is no cost to optimize.'],
      nextStep: 'Next step: add its ingredient lines on the Formulations page, then ask again.',
    };
  }
  const drivers = costDrivers(formulation, byId, costed).slice(0, 3);
  const swaps = cheaperSwaps(formulation, facts.inventory, facts.catalogue, { byId }).slice(0, 4);
  const lines = [
    `Cost per unit ${usd(costed.costPerUnit)} (${Number(formulation.unitSize)} oz unit); batch of ${Number(formulation.batchSize)} oz costs ${usd(costed.totalCost, 2)}.`,
    '',
    'Top cost drivers:',
    ...drivers.map(
      (driver, i) =>
        `${i + 1}. ${driver.name}: ${usd(driver.costPerUnit)} per unit (${percent(driver.share)} of the cost)`,
    ),
    '',
  ];
  if (swaps.length) {
    lines.push(
      'Cheaper ingredients of the same category that do the same job by substance function (same ounces, recomputed by the cost engine):',
      ...swaps.map((swap) => `- ${swapSentence(swap)}`),
      CAVEAT,
    );
  } else {
    lines.push(
      'No cheaper ingredient of the same category that does the same job by substance function is in the inventory for its lines.',
    );
  }
  const first = swaps[0];
  const top = drivers[0];
  return {
    heading: `Cost review of ${label}`,
    lines,
    nextStep: first
      ? `Next step: duplicate ${label} as a new version with ${first.to.name} instead of ${first.from.name} and run a stability and sensory check.`
      : `Next step: ask procurement for a volume quote on ${top?.name ?? 'its main ingredient'}.`,
  };
}

function portfolioCost(facts: DatabaseFacts): Advice {
  const byId = inventoryIndex(facts.inventory);
  const { highestCost, formulationCount } = facts.portfolio;
  if (highestCost.length === 0) {
    return {
      heading: 'Cost review of the portfolio',
      lines: ['There are no formulations yet.'],
      nextStep: 'Next step: create a formulation, then ask for its cost drivers.',
    };
  }
  const lines = [
    `The ${highestCost.length} formulation${highestCost.length === 1 ? '' : 's'} with the highest cost per unit (of ${formulationCount}):`,
  ];
  highestCost.forEach((formulation, i) => {
    const costed = costFormulation(formulation, byId);
    const top = costDrivers(formulation, byId, costed)[0];
    const swap = cheaperSwaps(formulation, facts.inventory, facts.catalogue, { byId })[0];
    lines.push(
      `${i + 1}. ${formulationLabel(formulation)}: ${usd(costed.costPerUnit)} per unit` +
        (top
          ? `; top driver ${top.name} (${usd(top.costPerUnit)} per unit, ${percent(top.share)} of the cost)`
          : ''),
    );
    if (swap) lines.push(`   ${swapSentence(swap)}`);
  });
  lines.push(CAVEAT);
  return {
    heading: 'Cost review of the portfolio',
    lines,
    nextStep:
      'Next step: choose one of them as the context on the AI Ideation page for line-by-line options, or generate the AI Cost Optimization Report on Cost Analysis.',
  };
}

export function costAdvice({ formulation, facts }: AdvisorRequest): Advice {
  return formulation ? formulationCost(formulation, facts) : portfolioCost(facts);
}
