import type { RegulatoryRule, RuleInput } from '../../../domain/compliance/rule-schema.ts';
import { toScale } from '../../../domain/formulation/cost.ts';
import type { Db } from '../../db/client.ts';
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
    substance: row.substance,
    maxPercent: row.maxPercent,
    productTypes: row.productTypes?.length ? row.productTypes : null,
    scope: row.scope,
    region: row.region,
    severity: row.severity,
    reference: row.reference,
    warningText: row.warningText,
    isActive: row.isActive,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columns(input: RuleInput) {
  return {
    name: input.name,
    ruleType: input.ruleType,
    substance: input.substance,
    maxPercent: input.maxPercent === null ? null : toScale(input.maxPercent, 4),
    productTypes: input.productTypes,
    scope: input.scope,
    region: input.region,
    severity: input.severity,
    reference: input.reference,
    warningText: input.warningText,
    isActive: input.isActive,
  };
}

/**
 * The regulatory rule library (DESIGN §9), kept by regulatory staff. A changed rule takes effect on the next
 * formulation save or "Run checks"; changes reach open screens through the 'compliance' feed.
 */
export function createRegulatoryRuleService({ db }: { db: Db }) {
  const read = createRuleRepository(db);

  async function get(id: string) {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('Regulatory rule');
    return toRuleDto(row);
  }

  return {
    list: async () => (await read.list()).map(toRuleDto),
    get,

    async create(input: RuleInput, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        const row = await createRuleRepository(tx).insert(columns(input));
        await recordActivity(tx, actor, {
          action: 'regulatory_rule_create',
          entityType: 'regulatory_rule',
          entityId: row.id,
          description: `Added regulatory rule "${input.name}"`,
        });
        await publishEvent(tx, 'compliance', row.id);
        return row.id;
      });
      return get(id);
    },

    async update(id: string, input: RuleInput, actor: Actor) {
      if (!isUuid(id)) throw notFound('Regulatory rule');
      await db.transaction(async (tx) => {
        const repo = createRuleRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Regulatory rule');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (current.revision !== input.revision || !(await repo.update(id, input.revision, columns(input))))
          throw staleRevision();
        await recordActivity(tx, actor, {
          action: 'regulatory_rule_update',
          entityType: 'regulatory_rule',
          entityId: id,
          description: `Updated regulatory rule "${input.name}"`,
        });
        await publishEvent(tx, 'compliance', id);
      });
      return get(id);
    },

    /** Its alerts stay (their rule link is cleared); the next check resolves those whose rule is gone. */
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
        await publishEvent(tx, 'compliance', id);
      });
    },
  };
}
export type RegulatoryRuleService = ReturnType<typeof createRegulatoryRuleService>;
