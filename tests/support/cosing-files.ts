import fs from 'node:fs';
import path from 'node:path';
import type {
  Annex,
  ColourantEntry,
  Condition,
  CosingEntry,
  CosingFile,
  ProhibitionEntry,
  RestrictionEntry,
} from '../../src/domain/regulatory-data/index.ts';
import { readCosingFile } from '../../src/server/modules/regulatory-datasets/read-cosing-file.ts';

/**
 * The Commission's five annex exports, as shipped in `../shared/data/cosing/` beside the repository. A git
 * worktree elsewhere (e.g. /work/wt/<branch>) has no `../shared`: COSING_DATA_DIR names the folder, and
 * /work/shared/data/cosing is the fallback where the shared folder lives on the team's machines.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const CANDIDATES = [
  process.env.COSING_DATA_DIR,
  path.resolve(REPO_ROOT, '../shared/data/cosing'),
  '/work/shared/data/cosing',
].filter((dir): dir is string => Boolean(dir));

export const COSING_DIR =
  CANDIDATES.find((dir) => fs.existsSync(path.join(dir, 'COSING_Annex_II_v2.txt'))) ?? CANDIDATES[0]!;

export const cosingPath = (annex: Annex) => path.join(COSING_DIR, `COSING_Annex_${annex}_v2.txt`);

const cache = new Map<Annex, CosingFile>();

/** The parsed file, read once per test file. */
export function cosingFile(annex: Annex): CosingFile {
  let file = cache.get(annex);
  if (!file) {
    file = readCosingFile(fs.readFileSync(cosingPath(annex)));
    cache.set(annex, file);
  }
  return file;
}

/** One entry by its reference number (and which of several rows under it). */
export function entry(annex: Annex, referenceNumber: string, occurrence = 1): CosingEntry {
  const found = cosingFile(annex).entries.find(
    (candidate) => candidate.referenceNumber === referenceNumber && candidate.occurrence === occurrence,
  );
  if (!found) throw new Error(`Annex ${annex} has no entry ${referenceNumber} (#${occurrence})`);
  return found;
}

export function prohibition(referenceNumber: string, occurrence = 1): ProhibitionEntry {
  const found = entry('II', referenceNumber, occurrence);
  if (found.annex !== 'II') throw new Error('not an Annex II entry');
  return found;
}

export function restriction(
  annex: 'III' | 'V' | 'VI',
  referenceNumber: string,
  occurrence = 1,
): RestrictionEntry {
  const found = entry(annex, referenceNumber, occurrence);
  if (found.annex === 'II' || found.annex === 'IV') throw new Error('not an Annex III, V or VI entry');
  return found;
}

export function colourant(referenceNumber: string): ColourantEntry {
  const found = entry('IV', referenceNumber);
  if (found.annex !== 'IV') throw new Error('not an Annex IV entry');
  return found;
}

/** A condition of an entry by its letter (null for an entry without letters). */
export function condition(found: RestrictionEntry | ColourantEntry, letter: string | null): Condition {
  const match = found.conditions.find((candidate) => candidate.letter === letter);
  if (!match) throw new Error(`entry ${found.referenceNumber} has no condition (${letter})`);
  return match;
}
