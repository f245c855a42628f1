import { sql } from 'drizzle-orm';
import { substanceContent } from '../../../domain/substance/substance-content.ts';
import type { Executor } from '../../db/client.ts';
import { complianceIssues } from '../../db/schema.ts';
import type { SaveCheckFragment, SaveCheckValues, SavedFormulation } from '../formulations/save-types.ts';
import {
  alertOpenedColumns,
  alertRecord,
  alertRecordsOf,
  alertResolvedColumns,
  insertAlerts,
} from './alert-changes.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { ifraCheck, ifraFindingsFor, safetyFindingsFor, violationsFor } from './findings.ts';

const WHY = 'the violation is gone';

/**
 * Formulation saves' compliance checks (docs/product-rules.md, "Compliance") as part of the saves' one statement (ADR 025): the engine
 * runs in memory on each save's lines against the cached catalogue, and the statement opens an alert for each
 * violation not already open (the unique index over open auto keys decides, so a concurrent check or one opened
 * a moment ago is never doubled) and resolves the formulation's open automated alerts whose violation is gone.
 * Only what the statement really opened or resolved reaches the activity log, the live feed and the webhooks.
 * The statement's CTE `fs` holds the saves written (formulations/save-statement.ts): each one's formulation `id`,
 * its author (`user_id`, `ip`, `request_id`) and, in `checks`, the values saveCheckValues worked out.
 */
export const saveCheckFragment: SaveCheckFragment = {
  ctes: sql`, alerts_opened as (
      ${insertAlerts(sql`fs cross join lateral ${alertRecordsOf(sql`fs.checks->'alerts'`)}`)}
    ),
    alerts_resolved as (
      update ${complianceIssues} ci set status = 'resolved', status_changed_by = fs.user_id,
        status_changed_at = now(), resolved_at = now(), revision = ci.revision + 1, updated_at = now()
      from fs
      where ci.formulation_id = fs.id and ci.auto_key is not null and ci.status <> 'resolved'
        and ci.auto_key not in (select jsonb_array_elements_text(fs.checks->'alert_keys'))
      returning ci.id, ci.title, fs.user_id, fs.ip, fs.request_id
    )`,
  changes: sql`select fs.user_id, fs.ip, fs.request_id, ${alertOpenedColumns()}
    from alerts_opened r join fs on fs.id = r.formulation_id
    union all
    select r.user_id, r.ip, r.request_id, ${alertResolvedColumns(WHY)}
    from alerts_resolved r`,
};

/** The check of one save, in memory: the violations it opens if not open yet, and the alert keys it keeps. */
export async function saveCheckValues(
  catalogue: CatalogueCache,
  executor: Executor,
  saved: SavedFormulation,
): Promise<SaveCheckValues> {
  const { version, rules, markets, compositions, facts, names } = await catalogue.get(
    executor,
    saved.catalogueVersion,
  );
  const subject = {
    ...saved,
    exposure: saved.exposure as 'leave_on' | 'rinse_off',
    content: substanceContent(saved.lines, compositions, names),
  };
  const safety = safetyFindingsFor(subject, facts);
  // The perfumes' IFRA levels are not part of the catalogue version (ADR 063): the save read them with its prices,
  // under the statement's revision guard; a caller without them has them read here.
  const limits = saved.perfumeLimits;
  const ifra = limits
    ? (formulation: typeof saved) => ifraFindingsFor(formulation, limits)
    : await ifraCheck(
        executor,
        saved.lines.map((line) => line.ingredientId),
      );
  const violations = [
    ...violationsFor(subject, { rules, markets }, facts),
    ...safety.violations,
    ...ifra(saved).violations,
  ];
  return {
    catalogueVersion: version,
    safetyOpen: safety.rows
      .filter((row) => row.status !== 'ok')
      .map((row) => ({ substanceId: row.substanceId, inciName: row.inciName })),
    values: {
      alerts: violations.map((violation) => alertRecord(saved.id, violation)),
      alert_keys: violations.map((violation) => violation.autoKey),
    },
  };
}
