import type { RuleDraft } from '../../../domain/regulatory-data/rule-drafts.ts';
import type { ImportedRuleInsert } from './repository.ts';

/** A draft as the rule row it becomes, its substance key turned into the substance's id (ADR 055). */
export function ruleColumns(
  draft: RuleDraft,
  idOf: (key: string) => string,
  datasetId: string,
  annex: string,
): ImportedRuleInsert {
  return {
    name: draft.name,
    ruleType: draft.ruleType,
    substanceId: draft.substanceKey ? idOf(draft.substanceKey) : null,
    maxPercent: draft.maxPercent,
    productTypes: draft.productTypes,
    applicationAreas: draft.applicationAreas,
    exposure: draft.exposure,
    usedAs: draft.usedAs,
    // Rules from the Commission's annexes are the EU's.
    market: 'EU',
    severity: draft.severity,
    annexEntry: draft.annexEntry,
    reference: draft.reference,
    warningText: draft.warningText,
    thresholdPercent: draft.thresholdPercent,
    appliesFrom: draft.appliesFrom,
    placingBanFrom: draft.placingBanFrom,
    makingAvailableBanFrom: draft.makingAvailableBanFrom,
    sourceDatasetId: datasetId,
    sourceAnnex: annex,
    sourceReference: draft.sourceReference,
    sourceEntryKey: draft.entryKey,
    regulation: draft.regulation,
    cmr: draft.cmr,
    sourceUpdateDate: draft.sourceUpdateDate,
    calculatedAs: draft.calculatedAs,
    legalText: draft.legalText,
    needsReview: draft.needsReview,
    reviewReasons: draft.reviewReasons,
  };
}
