import type { ChangeProposal } from '../../../domain/change-proposal/change-proposal-schema.ts';
import { toScale } from '../../../domain/formulation/cost.ts';
import type { Substance, SubstanceInput } from '../../../domain/substance/substance-schema.ts';
import type { createSubstanceRepository, SubstanceListRow } from './repository.ts';

/** A substance as the API returns it, and as the form's input is written to its columns. */
type CountsAsRow = Awaited<ReturnType<ReturnType<typeof createSubstanceRepository>['countsAs']>>[number];

export function toSubstanceDto(
  row: SubstanceListRow,
  countsAs: CountsAsRow[],
  pending: readonly ChangeProposal[],
): Substance {
  return {
    id: row.id,
    inciName: row.inciName,
    casNumbers: row.casNumbers,
    ecNumber: row.ecNumber,
    synonyms: row.synonyms,
    functions: row.functions,
    allergen: row.allergen,
    fragrance: row.fragrance,
    colourIndex: row.colourIndex,
    nano: row.nano,
    naturalOriginIndex: row.naturalOriginIndex,
    annexEntry: row.annexEntry,
    unreviewed: row.unreviewed,
    countsAs: countsAs
      .filter((link) => link.substanceId === row.id)
      .map((link) => ({ substanceId: link.targetId, inciName: link.targetName, factor: link.factor })),
    usageCount: row.usageCount,
    pendingChanges: pending
      .filter((proposal) => proposal.entityId === row.id)
      .map((proposal) => ({
        proposalId: proposal.id,
        fields: proposal.changes.map((change) => change.label),
        proposedBy: proposal.proposedBy,
        proposedAt: proposal.proposedAt,
      })),
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function substanceColumns(input: SubstanceInput) {
  return {
    inciName: input.inciName,
    casNumbers: input.casNumbers,
    ecNumber: input.ecNumber,
    synonyms: input.synonyms,
    functions: input.functions,
    allergen: input.allergen,
    fragrance: input.fragrance,
    colourIndex: input.colourIndex,
    nano: input.nano,
    naturalOriginIndex: input.naturalOriginIndex == null ? null : toScale(input.naturalOriginIndex, 3),
    annexEntry: input.annexEntry,
  };
}

/** What a substance counts as, as its link rows (factor at the column's 6 decimals). */
export const countsAsRows = (input: SubstanceInput) =>
  input.countsAs.map((link) => ({ targetId: link.substanceId, factor: toScale(link.factor, 6) }));
