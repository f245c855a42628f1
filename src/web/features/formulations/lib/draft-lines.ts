import { readAmount } from '../../../../domain/formulation/draft-cost.ts';
import { resolvePercentLines } from '../../../../domain/formulation/percent-entry.ts';
import type { FormulationFormState } from './form-values.ts';

/**
 * The ounces of each line as the form stands, for the live costs: as typed in ounce entry; from the percentages and
 * the batch size in % entry, the q.s. line taking the rest of the batch (percent-entry.ts, as the server will).
 * A box not readable yet counts as nothing; the q.s. line is empty while nothing is left for it.
 */
export function draftOunces(values: Pick<FormulationFormState, 'entryMode' | 'batchSize' | 'ingredients'>) {
  const lines = values.ingredients ?? [];
  if (values.entryMode !== 'percent')
    return { ounces: lines.map((line) => line?.ounces ?? ''), qsPercent: null };
  const batch = readAmount(values.batchSize);
  const resolved = batch
    ? resolvePercentLines(
        batch,
        lines.map((line) => ({ percent: readAmount(line?.percent) ?? 0, qs: !!line?.qs })),
      )
    : null;
  if (!resolved?.ok) return { ounces: lines.map(() => ''), qsPercent: null };
  const qs = lines.findIndex((line) => line?.qs);
  return {
    ounces: resolved.lines.map((line, index) =>
      lines[index]?.qs || readAmount(lines[index]?.percent) ? line.ounces : '',
    ),
    qsPercent: qs === -1 ? null : resolved.lines[qs]!.percent,
  };
}
