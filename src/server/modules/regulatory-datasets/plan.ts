import { createHash } from 'node:crypto';
import { type CosingFile, type CosingStats, cosingStats } from '../../../domain/regulatory-data/index.ts';
import {
  entryKey,
  POSITIVE_LIST_KEY,
  positiveListDraft,
  type RuleDraft,
  ruleDrafts,
} from '../../../domain/regulatory-data/rule-drafts.ts';
import {
  type KnownSubstance,
  type SubstanceMatcher,
  substanceMatcher,
} from '../../../domain/regulatory-data/substance-matcher.ts';

/**
 * What importing an annex file changes (ADR 055): each entry's digest (the SHA-256 of its cells as exported),
 * compared by reference number and occurrence with the annex's dataset applied last, gives the entries added,
 * changed and removed; only added and changed entries become rules (an unchanged entry keeps its rules, and
 * whatever a reviewer completed in them). The same file twice changes nothing.
 */
export interface ImportPlan {
  digests: Record<string, string>;
  added: string[];
  changed: string[];
  removed: string[];
  /** The rules of the added and changed entries (and the positive list when it is new). */
  drafts: RuleDraft[];
  matcher: SubstanceMatcher;
  stats: CosingStats;
}

const digest = (cells: Record<string, string>) =>
  createHash('sha256').update(JSON.stringify(cells)).digest('hex');

export function planImport(
  file: CosingFile,
  previous: Record<string, string>,
  known: readonly KnownSubstance[],
): ImportPlan {
  const digests: Record<string, string> = {};
  for (const entry of file.entries) digests[entryKey(entry)] = digest(entry.cells);
  const list = positiveListDraft(file.annex);
  if (list) digests[POSITIVE_LIST_KEY] = 'positive-list';

  const added = Object.keys(digests).filter((key) => !(key in previous));
  const changed = Object.keys(digests).filter((key) => key in previous && previous[key] !== digests[key]);
  const removed = Object.keys(previous).filter((key) => !(key in digests));
  const touched = new Set([...added, ...changed]);

  const matcher = substanceMatcher(known);
  const drafts: RuleDraft[] = [];
  for (const entry of file.entries) {
    if (touched.has(entryKey(entry))) drafts.push(...ruleDrafts(entry, matcher).rules);
  }
  if (list && touched.has(POSITIVE_LIST_KEY)) drafts.push(list);
  return { digests, added, changed, removed, drafts, matcher, stats: cosingStats(file) };
}

/** The counts a preview reports: entries, not the positive list's own key. */
export const entryCount = (keys: string[]) => keys.filter((key) => key !== POSITIVE_LIST_KEY).length;
