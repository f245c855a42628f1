import { type CheckRule, evaluateRules } from '../../../domain/compliance/evaluate-rules.ts';
import { computeCost } from '../../../domain/formulation/cost.ts';
import type { Db, Executor } from '../../db/client.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { createChecksRepository } from './checks-repository.ts';

export interface CheckCounts {
  checked: number;
  opened: number;
  resolved: number;
}

/** Run checks locks this many formulations per transaction, so a long run never holds every row at once. */
const CHUNK = 100;

type Repo = ReturnType<typeof createChecksRepository>;
type RuleRow = Awaited<ReturnType<Repo['activeRules']>>[number];
type FormulationRow = Awaited<ReturnType<Repo['formulationsWithLines']>>[number];

function toCheckRule(row: RuleRow): CheckRule {
  return { ...row, productTypes: row.productTypes ?? null };
}

/** The lines' % w/w from the cost engine (DESIGN §4); prices play no part in a concentration. */
function toCheckFormulation(row: FormulationRow) {
  const { lines } = computeCost({
    batchSize: 1,
    unitSize: 1,
    lines: row.lines.map((line) => ({ ounces: line.ounces, unitCost: null, unit: null })),
  });
  return {
    id: row.id,
    name: row.name,
    productType: row.productType,
    lines: row.lines.map((line, index) => ({
      ingredientId: line.ingredientId,
      name: line.name,
      inciName: line.inciName,
      concentration: lines[index]!.concentration,
    })),
  };
}

async function resolveGone(
  tx: Executor,
  issue: { id: string; title: string },
  actor: Actor,
  at: Date,
  why: string,
): Promise<boolean> {
  if (!(await createChecksRepository(tx).resolve(issue.id, actor.userId, at))) return false;
  await recordActivity(tx, actor, {
    action: 'compliance_issue_auto_resolve',
    entityType: 'compliance_issue',
    entityId: issue.id,
    description: `Automated check resolved "${issue.title}": ${why}`,
  });
  await publishEvent(tx, 'compliance', issue.id);
  return true;
}

/**
 * Evaluates the rule library against saved formulations (DESIGN §9): a new violation opens one automated alert
 * (the unique index over unresolved auto keys keeps it to one, even with concurrent saves), an alert whose
 * violation is gone is resolved by the actor whose save or run fixed it, and both go to the activity log and the
 * live feed. An unresolved alert whose violation persists is left as it is.
 */
async function checkFormulations(
  tx: Executor,
  ids: string[],
  actor: Actor,
  options: { lock?: boolean } = {},
): Promise<CheckCounts> {
  const repo = createChecksRepository(tx);
  const found = await repo.formulationsWithLines(ids, options);
  if (found.length === 0) return { checked: 0, opened: 0, resolved: 0 };
  const rules = (await repo.activeRules()).map(toCheckRule);
  const existing = await repo.unresolvedAutomated(found.map((row) => row.id));
  const openKeys = new Set(existing.map((issue) => issue.autoKey));
  const current = new Set<string>();
  const at = new Date();
  let opened = 0;
  let resolved = 0;

  for (const row of found) {
    for (const violation of evaluateRules(toCheckFormulation(row), rules)) {
      current.add(violation.autoKey);
      if (openKeys.has(violation.autoKey)) continue;
      const id = await repo.insertAutomated({
        title: violation.title.slice(0, 200),
        description: violation.description,
        severity: violation.severity,
        status: 'open',
        region: violation.region,
        formulationId: row.id,
        ingredientId: violation.ingredientId,
        ruleId: violation.ruleId,
        autoKey: violation.autoKey,
      });
      // No id: a concurrent check opened it a moment ago.
      if (!id) continue;
      openKeys.add(violation.autoKey);
      opened += 1;
      await recordActivity(tx, actor, {
        action: 'compliance_issue_auto_open',
        entityType: 'compliance_issue',
        entityId: id,
        description: `Automated check opened "${violation.title}"`,
      });
      await publishEvent(tx, 'compliance', id);
    }
  }
  for (const issue of existing) {
    if (current.has(issue.autoKey!)) continue;
    if (await resolveGone(tx, issue, actor, at, 'the violation is gone')) resolved += 1;
  }
  return { checked: found.length, opened, resolved };
}

export function createComplianceChecks({ db }: { db: Db }) {
  return {
    /** The formulation service's afterSave hook: runs inside the save's transaction, on the saved lines. */
    async checkFormulation(tx: Executor, formulationId: string, actor: Actor): Promise<void> {
      await checkFormulations(tx, [formulationId], actor);
    },

    /** "Run checks": every formulation, plus alerts left open by formulations deleted since. */
    async runChecks(actor: Actor): Promise<CheckCounts> {
      const ids = await createChecksRepository(db).allFormulationIds();
      const totals: CheckCounts = { checked: 0, opened: 0, resolved: 0 };
      for (let start = 0; start < ids.length; start += CHUNK) {
        const counts = await db.transaction((tx) =>
          checkFormulations(tx, ids.slice(start, start + CHUNK), actor, { lock: true }),
        );
        totals.checked += counts.checked;
        totals.opened += counts.opened;
        totals.resolved += counts.resolved;
      }
      await db.transaction(async (tx) => {
        const at = new Date();
        for (const issue of await createChecksRepository(tx).unresolvedAutomated(null)) {
          if (await resolveGone(tx, issue, actor, at, 'its formulation was deleted')) totals.resolved += 1;
        }
        await recordActivity(tx, actor, {
          action: 'compliance_checks_run',
          entityType: 'compliance_check',
          description: `Ran compliance checks on ${totals.checked} formulation${totals.checked === 1 ? '' : 's'}: ${totals.opened} opened, ${totals.resolved} resolved`,
        });
        await publishEvent(tx, 'compliance', null);
      });
      return totals;
    },
  };
}
export type ComplianceChecks = ReturnType<typeof createComplianceChecks>;
