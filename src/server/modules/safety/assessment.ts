import { createHash } from 'node:crypto';
import { assessSafety } from '../../../domain/safety/assess.ts';
import { type AssessedFormulation, assessedContent } from '../../../domain/safety/assessed-content.ts';
import { mosText, type SafetyRow, sedText } from '../../../domain/safety/margin-of-safety.ts';
import type { Conclusion, FormulationSafety } from '../../../domain/safety/safety-schema.ts';
import { displayName } from '../../../domain/user/initials.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import type { loadContents } from '../formulations/content.ts';
import { type ConclusionRow, createSafetyRepository } from './repository.ts';

/** Reads formulations' substance content with their substances' facts (the formulations module's loader). */
export type ContentsLoader = typeof loadContents;

/** SHA-256 of the version's content as the signature covers it (hex). */
export function contentHash(formulation: AssessedFormulation): string {
  return createHash('sha256').update(assessedContent(formulation)).digest('hex');
}

/** A formulation's safety table, from its current content, profiles and exposure category. */
export async function safetyTable(executor: Executor, contents: ContentsLoader, id: string) {
  const { formulations, facts } = isUuid(id)
    ? await contents(executor, [id])
    : { formulations: [], facts: new Map() };
  const formulation = formulations[0];
  if (!formulation) throw notFound('Formulation');
  return { formulation, facts, ...assessSafety(formulation, facts) };
}

export function safetyDto(
  exposureCategory: string,
  relativeDailyExposure: string,
  rows: SafetyRow[],
): FormulationSafety {
  return {
    exposureCategory: exposureCategory as FormulationSafety['exposureCategory'],
    relativeDailyExposure,
    substances: rows.map((row) => ({
      substanceId: row.substanceId,
      inciName: row.inciName,
      percent: row.percent.toFixed(),
      dermalAbsorption: row.dermalAbsorption.toFixed(),
      dermalAbsorptionDefaulted: row.dermalAbsorptionDefaulted,
      pointOfDeparture: row.pointOfDeparture?.toFixed() ?? null,
      sed: sedText(row.sed),
      mos: row.mos ? mosText(row.mos) : null,
      threshold: row.threshold.toFixed(),
      status: row.status,
    })),
  };
}

/** The hash of a stored formulation version's content. */
export async function storedContentHash(executor: Executor, formulation: Omit<AssessedFormulation, 'lines'>) {
  const lines = await createSafetyRepository(executor).lines(formulation.id);
  return contentHash({ ...formulation, lines });
}

export function conclusionDto(row: ConclusionRow, currentHash: string): Conclusion {
  return {
    id: row.id,
    formulationId: row.formulationId,
    conclusion: row.conclusion,
    warnings: row.warnings,
    reasoning: row.reasoning,
    assessorName: row.assessorName,
    assessorQualification: row.assessorQualification,
    acceptsFindings: row.acceptsFindings,
    justification: row.justification,
    acceptedSubstances: row.acceptedSubstances,
    signature: {
      signedBy: row.signedBy,
      signerName: row.signerName,
      signedAt: row.signedAt.toISOString(),
      meaning: row.meaning,
      contentHash: row.contentHash,
      matches: row.contentHash === currentHash,
    },
  };
}

/**
 * The open findings that still block approval: every substance under its threshold or without data, except
 * those the latest signed conclusion accepted, provided the version's content is still what it signed.
 */
export function blockingOf(
  open: readonly { substanceId: string; inciName: string }[],
  latest: ConclusionRow | undefined,
  currentHash: string,
): string[] {
  const accepted =
    latest?.acceptsFindings && latest.justification && latest.contentHash === currentHash
      ? new Set(latest.acceptedSubstances)
      : new Set<string>();
  return open.filter((row) => !accepted.has(row.substanceId)).map((row) => row.inciName);
}

export const approvalBlockedMessage = (names: readonly string[]) =>
  `Cannot approve: the safety assessment has open findings for ${names.join(', ')}. A safety assessor's signed conclusion must accept them with a justification.`;

/**
 * The approval gate of a formulation save (ADR 052): a move to approved with open safety findings is refused
 * unless the latest signed conclusion, still matching the content being saved, accepts every one of them.
 */
export async function checkApproval(
  executor: Executor,
  formulation: AssessedFormulation,
  open: readonly { substanceId: string; inciName: string }[],
): Promise<void> {
  if (open.length === 0) return;
  const latest = await createSafetyRepository(executor).latestConclusion(formulation.id);
  const blocking = blockingOf(open, latest, contentHash(formulation));
  if (blocking.length) throw conflict(approvalBlockedMessage(blocking), { blocking });
}

export const signerName = async (executor: Executor, userId: string | null) => {
  const [user] = userId ? await createSafetyRepository(executor).userNames([userId]) : [];
  return displayName(user) || 'Unknown user';
};
