import { addBusinessDays } from '../../../domain/safety/business-days.ts';
import { SERIOUS_REPORT_BUSINESS_DAYS } from '../../../domain/safety/constants.ts';
import type {
  UndesirableEffect,
  UndesirableEffectInput,
} from '../../../domain/safety/undesirable-effect-schema.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { createSafetyRepository, type EffectRow } from './repository.ts';

/** Tells a user something (the notifications module's notify, in-app and by e-mail as they chose). */
export type Notify = (
  userId: string,
  notice: { category: 'updates'; title: string; body: string },
) => Promise<void>;

export function effectDto(row: EffectRow): UndesirableEffect {
  return {
    id: row.id,
    formulationId: row.formulationId,
    occurredOn: row.occurredOn,
    description: row.description,
    bodyArea: row.bodyArea,
    severity: row.severity as UndesirableEffect['severity'],
    serious: row.serious,
    causality: row.causality as UndesirableEffect['causality'],
    followUp: row.followUp,
    reportDeadline: row.reportDeadline,
    reportedBy: row.reportedBy,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A serious effect must reach the FDA within 15 business days of being known (US MoCRA): from the day recorded. */
const deadlineFrom = (known: Date) =>
  addBusinessDays(known.toISOString().slice(0, 10), SERIOUS_REPORT_BUSINESS_DAYS);

/**
 * Undesirable effects of a formulation (cosmetovigilance). A serious one carries its reporting deadline and is
 * announced to the regulatory staff after the commit (a notice never fails the record).
 */
export function createEffectsService({ db, notify }: { db: Db; notify: Notify }) {
  async function announce(effect: EffectRow, formulationName: string) {
    const recipients = await createSafetyRepository(db).regulatoryUserIds();
    for (const userId of recipients) {
      await notify(userId, {
        category: 'updates',
        title: 'Serious undesirable effect reported',
        body: `A serious undesirable effect of "${formulationName}" (${effect.bodyArea}, ${effect.occurredOn}) was recorded. Report it by ${effect.reportDeadline} (15 business days, US MoCRA).`,
      });
    }
  }

  async function formulationName(id: string) {
    const row = isUuid(id) ? await createSafetyRepository(db).formulation(id) : undefined;
    if (!row) throw notFound('Formulation');
    return row.name;
  }

  return {
    async list(formulationId: string) {
      await formulationName(formulationId);
      return (await createSafetyRepository(db).effects(formulationId)).map(effectDto);
    },

    async create(formulationId: string, input: UndesirableEffectInput, actor: Actor) {
      const name = await formulationName(formulationId);
      const now = new Date();
      const row = await db.transaction(async (tx) => {
        const repo = createSafetyRepository(tx);
        if (!(await repo.formulation(formulationId, { forUpdate: true }))) throw notFound('Formulation');
        const inserted = await repo.insertEffect({
          formulationId,
          occurredOn: input.occurredOn,
          description: input.description,
          bodyArea: input.bodyArea,
          severity: input.severity,
          serious: input.serious,
          causality: input.causality,
          followUp: input.followUp,
          reportDeadline: input.serious ? deadlineFrom(now) : null,
          reportedBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        await recordActivity(
          tx,
          actor,
          {
            action: 'undesirable_effect_create',
            entityType: 'formulation',
            entityId: formulationId,
            description: `Recorded ${input.serious ? 'a serious' : 'an'} undesirable effect of "${name}" (${input.bodyArea})`,
          },
          { type: 'formulations', entityId: formulationId },
        );
        return inserted;
      });
      if (row.serious) await announce(row, name);
      return effectDto(row);
    },

    async update(formulationId: string, effectId: string, input: UndesirableEffectInput, actor: Actor) {
      const name = await formulationName(formulationId);
      if (!isUuid(effectId)) throw notFound('Undesirable effect');
      if (input.revision === undefined)
        throw badRequest('Revision is required', { revision: ['Revision is required'] });
      const { row, becameSerious } = await db.transaction(async (tx) => {
        const repo = createSafetyRepository(tx);
        const stored = await repo.effect(effectId, { forUpdate: true });
        if (!stored || stored.formulationId !== formulationId) throw notFound('Undesirable effect');
        if (stored.revision !== input.revision) throw staleRevision();
        const updated = await repo.updateEffect(effectId, {
          occurredOn: input.occurredOn,
          description: input.description,
          bodyArea: input.bodyArea,
          severity: input.severity,
          serious: input.serious,
          causality: input.causality,
          followUp: input.followUp,
          // Counted from when it was first recorded, whenever it is found to be serious.
          reportDeadline: input.serious ? (stored.reportDeadline ?? deadlineFrom(stored.createdAt)) : null,
        });
        await recordActivity(
          tx,
          actor,
          {
            action: 'undesirable_effect_update',
            entityType: 'formulation',
            entityId: formulationId,
            description: `Updated an undesirable effect of "${name}" (${input.bodyArea})`,
          },
          { type: 'formulations', entityId: formulationId },
        );
        return { row: updated, becameSerious: input.serious && !stored.serious };
      });
      if (becameSerious) await announce(row, name);
      return effectDto(row);
    },
  };
}
export type EffectsService = ReturnType<typeof createEffectsService>;
