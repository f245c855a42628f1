import type { z } from 'zod';
import { isPercentLine, PHASE_MESSAGE } from './formulation-line-schema.ts';
import { resolvePercentLines } from './percent-entry.ts';

/**
 * How a formulation's lines are entered (ADR 049): all in ounces (the spec's way), or all in % w/w of the batch
 * with at most one q.s. line that takes the balance. Checked across the lines, then the percentages are turned
 * into the ounces the rest of the product reads.
 */

export const ENTRY_MODES = ['ounces', 'percent'] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];

export const MIXED_ENTRY_MESSAGE = 'Enter this line in % like the others (or mark it q.s.)';
export const ONE_QS_MESSAGE = 'Only one line can be q.s.';

interface EntryLine {
  percent?: unknown;
  qs?: boolean;
  phase?: string | null;
}
interface EntryFields {
  batchSize: number;
  ingredients: readonly EntryLine[];
  phases?: readonly { code: string }[];
}

/** The cross-line rules: one way of entry, one q.s. line at most, phases that exist, something left for q.s. */
export function checkEntry(value: EntryFields, ctx: z.RefinementCtx): void {
  const lines = Array.isArray(value.ingredients) ? value.ingredients : [];
  const byPercent = lines.some(isPercentLine);
  let qsSeen = false;
  let linesOk = true;
  lines.forEach((line, index) => {
    if (byPercent && !isPercentLine(line)) {
      ctx.addIssue({ code: 'custom', path: ['ingredients', index, 'percent'], message: MIXED_ENTRY_MESSAGE });
      linesOk = false;
    }
    if (line.qs && qsSeen) {
      ctx.addIssue({ code: 'custom', path: ['ingredients', index, 'qs'], message: ONE_QS_MESSAGE });
      linesOk = false;
    }
    qsSeen ||= line.qs === true;
  });
  if (Array.isArray(value.phases)) {
    const codes = new Set(value.phases.map((phase) => phase.code));
    lines.forEach((line, index) => {
      if (line.phase && !codes.has(line.phase))
        ctx.addIssue({ code: 'custom', path: ['ingredients', index, 'phase'], message: PHASE_MESSAGE });
    });
  }
  // What is left for q.s. needs every percentage and the batch size read; otherwise their own messages stand.
  const readable = lines.every((line) => line.qs || typeof line.percent === 'number');
  if (byPercent && qsSeen && linesOk && readable && typeof value.batchSize === 'number') {
    const resolved = resolvePercentLines(value.batchSize, lines.map(percentLine));
    if (!resolved.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['ingredients', resolved.index, 'qs'],
        message: resolved.message,
      });
  }
}

const percentLine = (line: EntryLine) => ({
  percent: line.qs ? null : (line.percent as number),
  qs: !!line.qs,
});

/** A parsed line as the server saves it: percent, q.s. and phase may be left out by callers that build one. */
export interface EnteredLine {
  ingredientId: string;
  ounces: number;
  /** The line's % w/w as entered (6 decimals); null or absent for a line entered in ounces. */
  percent?: string | null;
  qs?: boolean;
  phase?: string | null;
  cost?: unknown;
  quantity?: unknown;
  concentration?: unknown;
}

type EnteredInput = Omit<EnteredLine, 'percent'> & { percent?: unknown };

/** The parsed formulation with its entry mode and every line's ounces (and, by percent, its percentage). */
export function resolveEntry<T extends EntryFields & { ingredients: readonly EnteredInput[] }>(
  value: T,
): Omit<T, 'ingredients'> & { entryMode?: EntryMode; ingredients: EnteredLine[] } {
  const lines: readonly EnteredInput[] = value.ingredients;
  const byPercent = lines.some(isPercentLine);
  const resolved = byPercent ? resolvePercentLines(value.batchSize, lines.map(percentLine)) : null;
  if (resolved && !resolved.ok) throw new Error('resolveEntry runs only on a formulation checkEntry passed');
  const stored = lines.map((line, index) => {
    const entry = resolved?.lines[index];
    return {
      ...line,
      ounces: entry ? Number(entry.ounces) : line.ounces,
      percent: entry ? entry.percent : null,
    };
  });
  // Always set here; optional in the type so that code building a save (a new version) may leave it to the lines.
  return { ...value, entryMode: byPercent ? 'percent' : 'ounces', ingredients: stored };
}
