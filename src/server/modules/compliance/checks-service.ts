import { requiredWarnings } from '../../../domain/compliance/evaluate.ts';
import type { ComplianceRule } from '../../../domain/compliance/rule.ts';
import { fragranceLabelOf, librariesOf } from '../../../domain/market/library.ts';
import type { Db, Executor } from '../../db/client.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { FormulationContent, SubstanceFacts, streamContents } from '../formulations/content.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { createChecksRepository } from './checks-repository.ts';
import { ifraCheck, marketFindingsFor, safetyFindingsFor, today, violationsFor } from './findings.ts';
import { type CheckCounts, reconcileAll } from './reconcile-alerts.ts';
import { resolveAlerts } from './resolve-alerts.ts';
import { toComplianceRule } from './rule-row.ts';

/**
 * Reads formulations' substance content, each worked out as the caller reaches it (the formulations module's
 * loader, handed in by services.ts).
 */
export type ContentsLoader = typeof streamContents;

/** Run checks locks this many formulations per transaction, so a long run never holds every row at once. */
const CHUNK = 100;

/** The rule library against saved formulations, read from the database (after a catalogue change, Run checks). */
async function checkFormulations(
  tx: Executor,
  contents: ContentsLoader,
  ids: string[],
  actor: Actor,
  options: { lock?: boolean; day?: string } = {},
): Promise<CheckCounts> {
  const repo = createChecksRepository(tx);
  if (ids.length === 0) return { checked: 0, opened: 0, resolved: 0 };
  if (options.lock) await repo.lock(ids);
  const { formulations, facts, rawMaterialIds } = await contents(tx, ids);
  // Everything read before the first alert is written: reconcileAll's writes queue on this connection.
  const library = { rules: (await repo.activeRules()).map(toComplianceRule), markets: await repo.markets() };
  const existing = await repo.unresolvedAutomated(ids);
  const ifra = await ifraCheck(tx, rawMaterialIds);
  return reconcileAll(
    tx,
    formulations,
    (formulation) => [
      ...violationsFor(formulation, library, facts, options.day),
      ...safetyFindingsFor(formulation, facts).violations,
      ...ifra(formulation).violations,
    ],
    existing,
    actor,
  );
}

/** Every formulation, in the caller's transaction (loading the demo data, a data migration). */
export async function checkAllFormulations(tx: Executor, contents: ContentsLoader, actor: Actor) {
  return checkFormulations(tx, contents, await createChecksRepository(tx).allFormulationIds(), actor, {
    lock: true,
  });
}

export function createComplianceChecks({
  db,
  contents,
  catalogue,
}: {
  db: Db;
  contents: ContentsLoader;
  catalogue: CatalogueCache;
}) {
  const check = (tx: Executor, ids: string[], actor: Actor) =>
    checkFormulations(tx, contents, ids, actor, { lock: true });

  return {
    /** A rule was created, edited, (de)activated or deleted: what it can reach, in the same transaction. */
    async recheckForRule(
      tx: Executor,
      change: { ruleId: string; substanceIds: string[]; everyFormulation: boolean },
      actor: Actor,
    ): Promise<CheckCounts> {
      const repo = createChecksRepository(tx);
      const ids = change.everyFormulation
        ? await repo.allFormulationIds()
        : [
            ...new Set([
              ...(await repo.idsHoldingSubstances(change.substanceIds)),
              ...(await repo.idsWithAlertsOfRule(change.ruleId)),
            ]),
          ];
      return check(tx, ids.sort(), actor);
    },

    /** A market's settings changed (the library it follows): every formulation, in the same transaction. */
    async recheckAll(tx: Executor, actor: Actor): Promise<CheckCounts> {
      return check(tx, await createChecksRepository(tx).allFormulationIds(), actor);
    },

    /** An annex dataset was applied (ADR 055): the formulations its changes reach, in its transaction. */
    async recheckFormulations(tx: Executor, ids: string[], actor: Actor): Promise<CheckCounts> {
      return check(tx, [...new Set(ids)].sort(), actor);
    },

    /** A substance's facts changed (flags, counts as): the formulations that hold it. */
    async recheckForSubstance(tx: Executor, substanceId: string, actor: Actor): Promise<void> {
      await check(tx, (await createChecksRepository(tx).idsHoldingSubstances([substanceId])).sort(), actor);
    },

    /** One formulation's own use changed outside a save (its exposure category): that formulation. */
    async recheckFormulation(tx: Executor, formulationId: string, actor: Actor): Promise<void> {
      await check(tx, [formulationId], actor);
    },

    /** A raw material's composition changed: the formulations that use it. */
    async recheckForRawMaterial(tx: Executor, ingredientId: string, actor: Actor): Promise<void> {
      await check(tx, (await createChecksRepository(tx).idsUsingRawMaterial(ingredientId)).sort(), actor);
    },

    /** The catalogue as the engines read it (the AI's tools and the built-in advisor), from the cache. */
    async catalogueFacts(executor: Executor = db) {
      const { rules, markets, compositions, facts, names } = await catalogue.get(executor);
      return { rules, markets, compositions, substances: facts, names, today: today() };
    },

    /**
     * The active rules as the engine reads them (the optimizer's limits): with target markets, only those
     * markets' libraries (ADR 058).
     */
    async activeRules(executor: Executor = db, targets?: readonly string[]): Promise<ComplianceRule[]> {
      const repo = createChecksRepository(executor);
      const rules = (await repo.activeRules()).map(toComplianceRule);
      return targets ? librariesOf(rules, await repo.markets(), targets) : rules;
    },

    /**
     * What a market's label of the formulation carries beyond its recipe (the formulation service's labelWarnings
     * hook): that market's warnings and its name for perfume (ADR 058).
     */
    async labelWarnings(
      executor: Executor,
      formulation: FormulationContent,
      facts: ReadonlyMap<string, SubstanceFacts>,
      market = formulation.markets[0] ?? 'EU',
    ): Promise<{ market: string; warnings: string[]; perfumeName: string }> {
      const repo = createChecksRepository(executor);
      const library = {
        rules: (await repo.activeRules()).map(toComplianceRule),
        markets: await repo.markets(),
      };
      const [own] = marketFindingsFor({ ...formulation, markets: [market] }, library, facts);
      return {
        market,
        warnings: requiredWarnings(own!.findings),
        perfumeName: fragranceLabelOf(library.markets, market),
      };
    },

    /**
     * A formulation is being deleted: its automated alerts go with it (they report on nothing any more), so the
     * open-issue counts drop at once; alerts a person reported stay, unlinked. In the delete's transaction.
     */
    async deleteAlertsOf(tx: Executor, formulationId: string, actor: Actor): Promise<number> {
      const deleted = await createChecksRepository(tx).deleteAutomatedOf(formulationId);
      if (deleted.length) {
        await recordActivity(tx, actor, {
          action: 'compliance_issue_auto_delete',
          entityType: 'formulation',
          entityId: formulationId,
          description: `Deleted ${deleted.length} automated alert${deleted.length === 1 ? '' : 's'} with the formulation: ${deleted.map((issue) => `"${issue.title}"`).join(', ')}`,
        });
        await publishEvent(tx, 'compliance', null);
      }
      return deleted.length;
    },

    /** "Run checks": every formulation, plus alerts left open by formulations deleted since. */
    async runChecks(actor: Actor): Promise<CheckCounts> {
      const ids = await createChecksRepository(db).allFormulationIds();
      const totals: CheckCounts = { checked: 0, opened: 0, resolved: 0 };
      for (let start = 0; start < ids.length; start += CHUNK) {
        const counts = await db.transaction((tx) => check(tx, ids.slice(start, start + CHUNK), actor));
        totals.checked += counts.checked;
        totals.opened += counts.opened;
        totals.resolved += counts.resolved;
      }
      await db.transaction(async (tx) => {
        const orphans = await createChecksRepository(tx).unresolvedAutomated(null);
        totals.resolved += await resolveAlerts(
          tx,
          orphans.map((issue) => issue.id),
          actor,
          'its formulation was deleted',
        );
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
