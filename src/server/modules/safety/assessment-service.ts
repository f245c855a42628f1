import { assessSafety } from '../../../domain/safety/assess.ts';
import type { ConclusionInput } from '../../../domain/safety/conclusion-schema.ts';
import { CONCLUSION_SIGNATURE_MEANING } from '../../../domain/safety/constants.ts';
import { exposureCategory as categoryOf } from '../../../domain/safety/exposure-categories.ts';
import { openFindings } from '../../../domain/safety/findings.ts';
import type { Conclusion, SafetyAssessment } from '../../../domain/safety/safety-schema.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { APPROVED_LOCKED_MESSAGE } from '../formulations/save-formulation.ts';
import {
  blockingOf,
  type ContentsLoader,
  conclusionDto,
  safetyDto,
  safetyTable,
  signerName,
  storedContentHash,
} from './assessment.ts';
import { createSafetyRepository } from './repository.ts';

interface Deps {
  db: Db;
  contents: ContentsLoader;
  /** Re-checks one formulation in the caller's transaction (the compliance module's). */
  recheckFormulation: (tx: Executor, formulationId: string, actor: Actor) => Promise<void>;
}

/**
 * The assessment of one formulation (ADR 052): its margin-of-safety table, computed from the current data on
 * every read (the stored part is the findings, which every change re-checks in its own transaction), its exposure
 * category, and the assessor's signed conclusions (ADR 053).
 */
export function createAssessmentService({ db, contents, recheckFormulation }: Deps) {
  async function current(executor: Executor, id: string) {
    const table = await safetyTable(executor, contents, id);
    const row = await createSafetyRepository(executor).formulation(table.formulation.id);
    if (!row) throw notFound('Formulation');
    const hash = await storedContentHash(executor, row);
    return { ...table, row, hash };
  }

  return {
    async safety(id: string) {
      const { category, rows } = await safetyTable(db, contents, id);
      return safetyDto(category.id, category.relativeDailyExposure, rows);
    },

    /** The safety tables of several formulations, read together (the export's): each with its category. */
    async tables(ids: string[]) {
      const { formulations, facts } = await contents(db, ids);
      return formulations.map((formulation) => {
        const { category, rows } = assessSafety(formulation, facts);
        return {
          id: formulation.id,
          category,
          rows: safetyDto(category.id, category.relativeDailyExposure, rows).substances,
        };
      });
    },

    async assessment(id: string): Promise<SafetyAssessment> {
      const { category, rows, facts, hash } = await current(db, id);
      const conclusions = await createSafetyRepository(db).conclusions(id);
      const profiles = new Map(
        (await createSafetyRepository(db).profiles(rows.map((row) => row.substanceId))).map((p) => [
          p.substanceId,
          p,
        ]),
      );
      return {
        exposureCategoryLabel: category.label,
        sources: rows.map((row) => {
          const profile = profiles.get(row.substanceId);
          return {
            substanceId: row.substanceId,
            range: row.range,
            podType: profile?.podType ?? null,
            route: profile?.route ?? null,
            source: profile?.source ?? null,
            sourceDate: profile?.sourceDate ?? null,
            thresholdReason: profile?.thresholdReason ?? null,
            cmr: profile?.cmr ?? false,
            sensitiser: profile?.sensitiser ?? facts.get(row.substanceId)?.allergen ?? false,
          };
        }),
        blocking: blockingOf(openFindings(rows), conclusions[0], hash),
        conclusions: conclusions.map((row) => conclusionDto(row, hash)),
      };
    },

    /** The regulatory role sets the exposure category; the findings are re-checked in the same transaction. */
    async setExposureCategory(
      id: string,
      input: { exposureCategory: string; revision: number },
      actor: Actor,
    ) {
      if (!isUuid(id)) throw notFound('Formulation');
      await db.transaction(async (tx) => {
        const repo = createSafetyRepository(tx);
        const row = await repo.formulation(id, { forUpdate: true });
        if (!row) throw notFound('Formulation');
        if (row.revision !== input.revision) throw staleRevision();
        if (row.status === 'approved') throw conflict(APPROVED_LOCKED_MESSAGE, { locked: true });
        if (row.exposureCategory === input.exposureCategory) return;
        await repo.setExposureCategory(id, input.exposureCategory, input.revision);
        await recordActivity(
          tx,
          actor,
          {
            action: 'formulation_exposure_category',
            entityType: 'formulation',
            entityId: id,
            description: `Set the exposure category of "${row.name}" to ${categoryOf(input.exposureCategory)!.label}`,
          },
          { type: 'formulations', entityId: id },
        );
        await recheckFormulation(tx, id, actor);
      });
      return this.safety(id);
    },

    /**
     * Signs the assessor's conclusion (CPSR Part B) for a signer who has just re-authenticated (its route asks):
     * the row records who, when, the meaning and the SHA-256 of the version's content, and the open findings it
     * accepts. Immutable.
     */
    async sign(id: string, input: ConclusionInput, actor: Actor): Promise<Conclusion> {
      if (!isUuid(id)) throw notFound('Formulation');
      if (!actor.userId) throw notFound('User');
      const userId = actor.userId;
      return db.transaction(async (tx) => {
        const repo = createSafetyRepository(tx);
        if (!(await repo.formulation(id, { forUpdate: true }))) throw notFound('Formulation');
        const { rows, hash, row } = await current(tx, id);
        const open = openFindings(rows);
        const signed = await repo.insertConclusion({
          formulationId: id,
          conclusion: input.conclusion,
          warnings: input.warnings,
          reasoning: input.reasoning,
          assessorName: input.assessorName,
          assessorQualification: input.assessorQualification,
          acceptsFindings: input.acceptsFindings,
          justification: input.acceptsFindings ? input.justification : null,
          acceptedSubstances: input.acceptsFindings ? open.map((item) => item.substanceId) : [],
          signedBy: userId,
          signerName: await signerName(tx, userId),
          meaning: CONCLUSION_SIGNATURE_MEANING,
          contentHash: hash,
        });
        await recordActivity(
          tx,
          actor,
          {
            action: 'safety_conclusion_sign',
            entityType: 'formulation',
            entityId: id,
            description: `Signed the safety assessor's conclusion on "${row.name}" (version ${row.version})${
              input.acceptsFindings && open.length
                ? `, accepting the findings for ${open.map((item) => item.inciName).join(', ')}`
                : ''
            }`,
          },
          { type: 'formulations', entityId: id },
        );
        return conclusionDto(signed, hash);
      });
    },
  };
}
export type AssessmentService = ReturnType<typeof createAssessmentService>;
