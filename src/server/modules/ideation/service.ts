import { readAccountSettings } from '../../../domain/account/account-settings.ts';
import { BUILTIN_LABEL, DATA_WITHHELD_NOTE, GENERAL_CONTEXT } from '../../../domain/ideation/constants.ts';
import { buildCostReport, costReportText } from '../../../domain/ideation/cost-report.ts';
import type { DatabaseFacts } from '../../../domain/ideation/facts.ts';
import type {
  ChatInput,
  ChatResponse,
  CostReport,
  IdeationSession,
  ProviderInfo,
  SessionPatch,
} from '../../../domain/ideation/ideation-schema.ts';
import { understand } from '../../../domain/ideation/intent.ts';
import { sessionTags, sessionTitle } from '../../../domain/ideation/topics.ts';
import { displayName } from '../../../domain/user/initials.ts';
import type { AiProvider } from '../../ai/provider.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { ComplianceChecks } from '../compliance/checks-service.ts';
import { publishEvent } from '../events/publish.ts';
import type { FormulationService } from '../formulations/service.ts';
import { createFactsRepository } from './facts-repository.ts';
import { createIdeationRepository, type SessionRow } from './repository.ts';

export const NOT_YOUR_SESSION = 'You can change only your own AI sessions';

/** A signed-in actor: ideation routes always have one. */
export type UserActor = Actor & { userId: string };

export function toSessionDto(row: SessionRow): IdeationSession {
  return {
    id: row.id,
    title: row.title,
    prompt: row.prompt,
    context: row.context,
    response: row.response,
    tags: row.tags,
    formulationId: row.formulationId,
    formulationName: row.formulationName,
    userId: row.userId,
    authorName: displayName(row.author) || 'Former user',
    provider: row.provider,
    rating: row.rating,
    isImplemented: row.isImplemented,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createIdeationService({
  db,
  provider,
  formulations,
  compliance,
}: {
  db: Db;
  provider: AiProvider;
  formulations: Pick<FormulationService, 'footprints'>;
  compliance: Pick<ComplianceChecks, 'catalogueFacts'>;
}) {
  const sessions = createIdeationRepository(db);
  const facts = createFactsRepository(db);

  async function databaseFacts(): Promise<DatabaseFacts> {
    const [inventory, suppliers, portfolio, all, catalogue] = await Promise.all([
      facts.inventory(),
      facts.suppliers(),
      facts.portfolio(),
      facts.allFormulations(),
      compliance.catalogueFacts(),
    ]);
    return { inventory, suppliers, portfolio, formulations: all, catalogue };
  }

  async function get(id: string) {
    const row = isUuid(id) ? await sessions.find(id) : undefined;
    if (!row) throw notFound('AI session');
    return toSessionDto(row);
  }

  /** The team reads every session; only its author rates, marks or deletes it. */
  async function ownSession(repo: ReturnType<typeof createIdeationRepository>, id: string, actor: UserActor) {
    const current = await repo.find(id, { forUpdate: true });
    if (!current) throw notFound('AI session');
    if (current.userId !== actor.userId) throw forbidden(NOT_YOUR_SESSION);
    return current;
  }

  return {
    providerInfo(): ProviderInfo {
      return { provider: provider.name, model: provider.model, label: provider.model ?? BUILTIN_LABEL };
    },

    /**
     * Asks the provider first, outside any transaction (it may be a network call of up to 30 s), then saves the
     * session. A provider failure throws ProviderError and nothing is saved.
     */
    async chat(input: ChatInput, actor: UserActor): Promise<ChatResponse> {
      let formulation = null;
      if (input.formulationId) {
        formulation = isUuid(input.formulationId) ? await facts.formulation(input.formulationId) : undefined;
        if (!formulation) throw notFound('Formulation');
        // Its ISO 16128 content the one way it is computed: from its substances (docs/product-rules.md, "Substances and the label").
        const [footprint] = await formulations.footprints([formulation.id]);
        if (footprint) {
          formulation.naturalOrigin = {
            percent: footprint.footprint.naturalOriginPercent,
            coverage: footprint.footprint.coverage.naturalOrigin,
          };
        }
      }
      const context = input.context ?? GENERAL_CONTEXT;
      const known = await databaseFacts();
      // The company's data leaves for an external provider only with the user's consent (ADR 064).
      const shareData =
        provider.name === 'builtin' ||
        readAccountSettings(await sessions.accountSettings(actor.userId)).privacy.dataSharing;
      const reply = await provider.reply({
        message: input.message,
        context,
        formulation,
        facts: known,
        shareData,
      });
      const response = shareData ? reply.text : `${reply.text}\n\n${DATA_WITHHELD_NOTE}`;
      const { sources } = reply;
      const topics = understand(input.message, known).intents;
      const title = sessionTitle(input.message, formulation?.name);
      const sessionId = await db.transaction(async (tx) => {
        const row = await createIdeationRepository(tx).insert({
          userId: actor.userId,
          title,
          prompt: input.message,
          context,
          response,
          tags: sessionTags(topics, formulation?.productType),
          formulationId: formulation?.id ?? null,
          provider: provider.name,
        });
        await recordActivity(tx, actor, {
          action: 'ideation_chat',
          entityType: 'ideation_session',
          entityId: row.id,
          description: `Asked the AI assistant: "${title}"`,
          metadata: { provider: provider.name, topics },
        });
        await publishEvent(tx, 'ideation', row.id, { ownerId: actor.userId });
        return row.id;
      });
      return { response, sessionId, provider: provider.name, sources };
    },

    /** The team's sessions, newest first (Recent Sessions shows them with their authors). */
    async list(page: { limit?: number; offset?: number }) {
      const { rows, total } = await sessions.list(page);
      return { items: rows.map(toSessionDto), total };
    },

    /** The team's sessions since a moment, for the AI Sessions export. */
    async teamSessions(filter: { from?: Date }) {
      return (await sessions.list(filter)).rows.map(toSessionDto);
    },

    async update(id: string, patch: SessionPatch, actor: UserActor) {
      if (!isUuid(id)) throw notFound('AI session');
      const changes = {
        ...(patch.rating !== undefined && { rating: patch.rating }),
        ...(patch.isImplemented !== undefined && { isImplemented: patch.isImplemented }),
      };
      if (Object.keys(changes).length === 0)
        throw badRequest('Nothing to update: send a rating or isImplemented');
      await db.transaction(async (tx) => {
        const repo = createIdeationRepository(tx);
        const current = await ownSession(repo, id, actor);
        if (current.revision !== patch.revision || !(await repo.update(id, patch.revision, changes))) {
          throw staleRevision();
        }
        const what = [
          changes.rating !== undefined &&
            (changes.rating === null ? 'cleared the rating' : `rated ${changes.rating}/5`),
          changes.isImplemented !== undefined &&
            (changes.isImplemented ? 'marked implemented' : 'marked not implemented'),
        ].filter(Boolean);
        await recordActivity(tx, actor, {
          action: 'ideation_update',
          entityType: 'ideation_session',
          entityId: id,
          description: `AI session "${current.title}": ${what.join(', ')}`,
        });
        await publishEvent(tx, 'ideation', id, { ownerId: current.userId });
      });
      return get(id);
    },

    async remove(id: string, actor: UserActor) {
      if (!isUuid(id)) throw notFound('AI session');
      await db.transaction(async (tx) => {
        const repo = createIdeationRepository(tx);
        const current = await ownSession(repo, id, actor);
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'ideation_delete',
          entityType: 'ideation_session',
          entityId: id,
          description: `Deleted AI session "${current.title}"`,
        });
        await publishEvent(tx, 'ideation', id, { ownerId: current.userId });
      });
    },

    /** The cost optimization report for every formulation, always from the built-in advisor's cost engine. */
    async costReport(actor: UserActor, now = new Date()): Promise<CostReport> {
      const [formulations, inventory, catalogue] = await Promise.all([
        facts.allFormulations(),
        facts.inventory(),
        compliance.catalogueFacts(),
      ]);
      const report = buildCostReport(formulations, inventory, catalogue);
      const generatedAt = now.toISOString();
      await db.transaction(async (tx) => {
        await recordActivity(tx, actor, {
          action: 'ideation_cost_report',
          entityType: 'ideation',
          description: `Generated the AI cost optimization report (${report.totals.formulationCount} formulation(s))`,
        });
      });
      return { ...report, generatedAt, provider: 'builtin', text: costReportText(report, generatedAt) };
    },
  };
}
export type IdeationService = ReturnType<typeof createIdeationService>;
