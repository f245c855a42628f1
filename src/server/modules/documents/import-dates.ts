import { and, desc, eq, sql } from 'drizzle-orm';
import { type DocumentDatesRow, documentDatesRowSchema } from '../../../domain/supply/document-schema.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../domain/supply/documents.ts';
import { can } from '../../../domain/user/permissions.ts';
import type { Db, Executor } from '../../db/client.ts';
import { documents, ingredients, suppliers } from '../../db/schema.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';

/** The version a row names: that version of the type, or the current one when the row gives none. */
async function findVersion(tx: Executor, row: DocumentDatesRow) {
  const owner = row.belongsTo === 'ingredient' ? ingredients : suppliers;
  const ownerColumn = row.belongsTo === 'ingredient' ? documents.ingredientId : documents.supplierId;
  const [found] = await tx
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(owner, eq(owner.id, ownerColumn))
    .where(
      and(
        sql`lower(${owner.name}) = lower(${row.name})`,
        eq(documents.type, row.type),
        row.version === null ? eq(documents.current, true) : eq(documents.version, row.version),
      ),
    )
    .orderBy(desc(documents.version))
    .limit(1)
    .for('update');
  return found;
}

/**
 * The documents' dates from a spreadsheet (ADR 069): each row sets the issue and expiry dates of the version it
 * names, as the documents export writes them, so a team can renew dates in bulk. A row that names no document, or
 * a supplier's document for someone who may not edit suppliers, is reported; the good rows are kept, in one
 * transaction.
 */
export async function importDocumentDates(
  db: Db,
  { source, records }: ImportFile,
  actor: Actor & { role: string },
) {
  const rejected: { row: number; name: string; errors: string[] }[] = [];
  return db.transaction(async (tx) => {
    let accepted = 0;
    for (const { rowNumber, values } of records) {
      const parsed = documentDatesRowSchema.safeParse({
        belongsTo: values.belongsto ?? '',
        name: values.name ?? '',
        type: values.type ?? '',
        version: values.version ?? '',
        issuedOn: values.issuedon ?? '',
        expiresOn: values.expireson ?? '',
      });
      const name = values.name ?? '';
      if (!parsed.success) {
        // One message per column: a date's "YYYY-MM-DD" says it all.
        const byPath = new Map(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
        rejected.push({ row: rowNumber, name, errors: [...new Set(byPath.values())] });
        continue;
      }
      const row = parsed.data;
      if (row.belongsTo === 'supplier' && !can({ role: actor.role }, 'write', 'suppliers')) {
        rejected.push({ row: rowNumber, name, errors: ['You may not edit suppliers’ documents'] });
        continue;
      }
      const found = await findVersion(tx, row);
      if (!found) {
        const which = row.version === null ? 'current' : `version ${row.version} of the`;
        rejected.push({
          row: rowNumber,
          name,
          errors: [`"${row.name}" has no ${which} ${DOCUMENT_TYPE_LABELS[row.type].toLowerCase()}`],
        });
        continue;
      }
      await tx
        .update(documents)
        .set({ issuedOn: row.issuedOn, expiresOn: row.expiresOn, revision: sql`${documents.revision} + 1` })
        .where(eq(documents.id, found.id));
      accepted++;
    }
    if (accepted)
      await recordActivity(
        tx,
        actor,
        {
          action: 'document_dates_import',
          entityType: 'document',
          description: `Imported the dates of ${accepted} document(s) from ${source}`,
        },
        { type: 'documents' },
      );
    return { accepted, rejected };
  });
}
