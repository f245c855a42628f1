import { toScale } from '../../../domain/formulation/cost.ts';
import { substanceInputSchema } from '../../../domain/substance/substance-schema.ts';
import type { Db } from '../../db/client.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { substanceColumns } from './dto.ts';
import { substanceImportRow } from './import-row.ts';
import { createSubstanceRepository } from './repository.ts';

// Stands in for a target while only a factor is checked against the form's rule.
const ANY_ID = '00000000-0000-4000-8000-000000000000';

function linkProblems(
  name: string,
  links: { name: string; factor: string }[],
  known: (key: string) => boolean,
) {
  const problems: string[] = [];
  for (const link of links) {
    const key = link.name.toLowerCase();
    if (key === name.toLowerCase()) problems.push('A substance cannot count as itself');
    else if (!known(key)) problems.push(`Counts as: substance "${link.name}" not found`);
    const factor = substanceInputSchema.shape.countsAs.safeParse([
      { substanceId: ANY_ID, factor: link.factor },
    ]);
    if (!factor.success) problems.push(...factor.error.issues.map((issue) => issue.message));
  }
  return problems;
}

/**
 * CSV or Excel import of the catalogue (the file read by http/import-file.ts) with a per-row report. A row's "counts as" may name a substance on file or one
 * of the file's own rows; a name already on file (or twice in the file) rejects the row. The accepted rows and
 * their links are written in one transaction.
 */
export async function importSubstances(db: Db, { source, records }: ImportFile, actor: Actor) {
  const rows = records.map((record) => ({ record, ...substanceImportRow(record.values) }));
  const rejected: { row: number; name: string; errors: string[] }[] = [];

  return db.transaction(async (tx) => {
    const repo = createSubstanceRepository(tx);
    const names = rows.flatMap((row) => [
      row.input?.inciName ?? '',
      ...row.countsAs.map((link) => link.name),
    ]);
    const onFile = await repo.byInciNames(names);
    const inFile = new Set<string>();
    const accepted = rows.filter((row) => {
      const key = row.input?.inciName.toLowerCase();
      if (key && onFile.has(key)) row.errors.push('A substance with this INCI name already exists');
      else if (key && inFile.has(key)) row.errors.push('This INCI name appears twice in the file');
      else if (key) inFile.add(key);
      return row.errors.length === 0;
    });
    // Links are checked against the catalogue plus the file's accepted names, each with the form's factor rule;
    // a row refused here may be one another row counts as, so this repeats until nothing more is refused.
    let kept = accepted;
    for (let refused = true; refused; ) {
      refused = false;
      kept = kept.filter((row) => {
        const problems = linkProblems(
          row.input!.inciName,
          row.countsAs,
          (key) => onFile.has(key) || inFile.has(key),
        );
        if (problems.length === 0) return true;
        row.errors.push(...problems);
        inFile.delete(row.input!.inciName.toLowerCase());
        refused = true;
        return false;
      });
    }
    for (const row of rows) {
      if (row.errors.length) {
        rejected.push({
          row: row.record.rowNumber,
          name: row.record.values.inciname ?? row.record.values.inci ?? '',
          errors: row.errors,
        });
      }
    }
    const created = [];
    for (const row of kept) created.push(await repo.insert(substanceColumns(row.input!)));
    const ids = await repo.byInciNames(names);
    for (const [index, row] of kept.entries()) {
      const links = row.countsAs.map((link) => ({
        targetId: ids.get(link.name.toLowerCase())!.id,
        factor: toScale(link.factor, 6),
      }));
      if (links.length) await repo.replaceCountsAs(created[index]!.id, links);
    }
    if (created.length) {
      await recordActivity(tx, actor, {
        action: 'substance_import',
        entityType: 'substance',
        description: `Imported ${created.length} substance(s) from ${source}${rejected.length ? `, ${rejected.length} row(s) rejected` : ''}`,
      });
      await publishEvent(tx, 'substances', null);
    }
    return { accepted: created.length, rejected: rejected.sort((a, b) => a.row - b.row) };
  });
}
