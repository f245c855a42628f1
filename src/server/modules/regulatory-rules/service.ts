import type { RegulatoryRule, RuleInput } from '../../../domain/compliance/rule-schema.ts';
import { toScale } from '../../../domain/formulation/cost.ts';
import type { UsedAs } from '../../../domain/substance/constants.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { createRuleRepository, type RuleRow } from './repository.ts';

export function toRuleDto(row: RuleRow): RegulatoryRule {
  return {
    id: row.id,
    name: row.name,
    ruleType: row.ruleType,
    substanceId: row.substanceId,
    substanceName: row.substanceName,
    maxPercent: row.maxPercent,
    productTypes: row.productTypes?.length ? row.productTypes : null,
    applicationAreas: row.applicationAreas?.length ? row.applicationAreas : null,
    exposure: row.exposure,
    usedAs: (row.usedAs as UsedAs | null) ?? null,
    market: row.market,
    severity: row.severity,
    annexEntry: row.annexEntry,
    reference: row.reference,
    warningText: row.warningText,
    thresholdPercent: row.thresholdPercent,
    appliesFrom: row.appliesFrom,
    placingBanFrom: row.placingBanFrom,
    makingAvailableBanFrom: row.makingAvailableBanFrom,
    isActive: row.isActive,
    needsReview: row.needsReview,
    reviewReasons: row.reviewReasons ?? null,
    sourceAnnex: row.sourceAnnex,
    regulation: row.regulation,
    cmr: row.cmr,
    sourceUpdateDate: row.sourceUpdateDate,
    calculatedAs: row.calculatedAs,
    legalText: row.legalText ?? null,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columns(input: RuleInput) {
  return {
    name: input.name,
    ruleType: input.ruleType,
    substanceId: input.substanceId,
    maxPercent: input.maxPercent === null ? null : toScale(input.maxPercent, 4),
    productTypes: input.productTypes,
    applicationAreas: input.applicationAreas,
    exposure: input.exposure,
    usedAs: input.usedAs,
    market: input.market,
    severity: input.severity,
    annexEntry: input.annexEntry,
    reference: input.reference,
    warningText: input.warningText,
    thresholdPercent: input.thresholdPercent === null ? null : toScale(input.thresholdPercent, 4),
    appliesFrom: input.appliesFrom,
    placingBanFrom: input.placingBanFrom,
    makingAvailableBanFrom: input.makingAvailableBanFrom,
    isActive: input.isActive,
    // Saved in the rule form, an imported rule left for review is complete (ADR 055).
    needsReview: false,
    reviewReasons: null,
  };
}

export interface RecheckCounts {
  checked: number;
  opened: number;
  resolved: number;
}

/**
 * Re-checks, inside the rule change's transaction, every formulation the rule can affect (docs/product-rules.md, "Compliance": checks never
 * go stale): the substances of its old and new version, and the formulations with alerts open under it.
 */
export type RecheckForRule = (
  tx: Executor,
  change: { ruleId: string; substanceIds: string[]; everyFormulation: boolean },
  actor: Actor,
) => Promise<RecheckCounts>;

const NO_CHECKS: RecheckCounts = { checked: 0, opened: 0, resolved: 0 };

/** The regulatory rule library (docs/product-rules.md, "Compliance"), kept by regulatory staff; every change re-checks what it affects. */
export function createRegulatoryRuleService({ db, recheck }: { db: Db; recheck?: RecheckForRule }) {
  const read = createRuleRepository(db);

  async function get(id: string) {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('Regulatory rule');
    return toRuleDto(row);
  }

  async function checkSubstance(tx: Executor, input: RuleInput) {
    if (input.substanceId && !(await createRuleRepository(tx).substanceExists(input.substanceId))) {
      throw badRequest('Substance not found', { substanceId: ['Substance not found'] });
    }
  }

  const affected = (ruleId: string, ...rules: { ruleType: string; substanceId: string | null }[]) => ({
    ruleId,
    substanceIds: rules.flatMap((rule) => (rule.substanceId ? [rule.substanceId] : [])),
    everyFormulation: rules.some((rule) => ['missing_inci', 'positive_list'].includes(rule.ruleType)),
  });

  return {
    list: async () => (await read.list()).map(toRuleDto),
    get,

    async create(input: RuleInput, actor: Actor) {
      const { id, checks } = await db.transaction(async (tx) => {
        await checkSubstance(tx, input);
        const row = await createRuleRepository(tx).insert(columns(input));
        await recordActivity(tx, actor, {
          action: 'regulatory_rule_create',
          entityType: 'regulatory_rule',
          entityId: row.id,
          description: `Added regulatory rule "${input.name}"`,
        });
        const checks = (await recheck?.(tx, affected(row.id, input), actor)) ?? NO_CHECKS;
        await publishEvent(tx, 'compliance', row.id);
        return { id: row.id, checks };
      });
      return { ...(await get(id)), checks };
    },

    async update(id: string, input: RuleInput, actor: Actor) {
      if (!isUuid(id)) throw notFound('Regulatory rule');
      const checks = await db.transaction(async (tx) => {
        const repo = createRuleRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Regulatory rule');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (current.revision !== input.revision) throw staleRevision();
        await checkSubstance(tx, input);
        if (!(await repo.update(id, input.revision, columns(input)))) throw staleRevision();
        const activation =
          current.isActive !== input.isActive ? (input.isActive ? ' (activated)' : ' (deactivated)') : '';
        await recordActivity(tx, actor, {
          action: 'regulatory_rule_update',
          entityType: 'regulatory_rule',
          entityId: id,
          description: `Updated regulatory rule "${input.name}"${activation}`,
        });
        const counts = (await recheck?.(tx, affected(id, current, input), actor)) ?? NO_CHECKS;
        await publishEvent(tx, 'compliance', id);
        return counts;
      });
      return { ...(await get(id)), checks };
    },

    /**
     * The daily `rules_in_force` job (ADR 039): each rule whose date arrives on `day` re-checks the formulations it
     * affects, so its alerts open on that day without anyone editing the rule.
     */
    async bringIntoForce(day: string): Promise<RecheckCounts & { rules: number }> {
      const rules = await read.comingIntoForce(day);
      const total = { ...NO_CHECKS, rules: rules.length };
      for (const rule of rules) {
        const counts = await db.transaction(async (tx) => {
          const checks = (await recheck?.(tx, affected(rule.id, rule), { userId: null })) ?? NO_CHECKS;
          await publishEvent(tx, 'compliance', rule.id);
          return checks;
        });
        total.checked += counts.checked;
        total.opened += counts.opened;
        total.resolved += counts.resolved;
      }
      return total;
    },

    /**
     * Its alerts resolve in the same transaction: the violation they report is no rule's any more (the alerts'
     * keys still name the rule after the delete clears their link to it).
     */
    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Regulatory rule');
      await db.transaction(async (tx) => {
        const repo = createRuleRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Regulatory rule');
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'regulatory_rule_delete',
          entityType: 'regulatory_rule',
          entityId: id,
          description: `Deleted regulatory rule "${current.name}"`,
        });
        await recheck?.(tx, affected(id, current), actor);
        await publishEvent(tx, 'compliance', id);
      });
    },
  };
}
export type RegulatoryRuleService = ReturnType<typeof createRegulatoryRuleService>;
