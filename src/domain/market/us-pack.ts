import type { ImportRecord } from '../common/csv.ts';
import { isValidCas } from '../substance/cas.ts';

/**
 * The US pack (ADR 060): the prohibited and restricted ingredients of 21 CFR 700.11-700.35 and 250.250, entered
 * by the team from the regulation as a CSV in the seed data (src/server/db/seed/data/), one rule a row with its
 * section and reference. A row as the seed writes it.
 */
export interface UsPackRule {
  section: string;
  name: string;
  ruleType: 'prohibited' | 'max_concentration';
  inciName: string;
  cas: string;
  maxPercent: string | null;
  applicationAreas: string[] | null;
  /** The regulation's condition in words, kept beside the structure. */
  condition: string;
  reference: string;
}

/** The CSV's records as rules; a malformed row stops the seed with its row number (the file is ours). */
export function usPackRules(records: readonly ImportRecord[]): UsPackRule[] {
  return records.map(({ rowNumber, values }) => {
    const ruleType = values.ruletype;
    if (ruleType !== 'prohibited' && ruleType !== 'max_concentration')
      throw new Error(`US pack row ${rowNumber}: unknown rule type "${ruleType}"`);
    if (!isValidCas(values.cas ?? ''))
      throw new Error(`US pack row ${rowNumber}: CAS "${values.cas}" is malformed`);
    const maxPercent = values.maxpercent || null;
    if (ruleType === 'max_concentration' && !maxPercent)
      throw new Error(`US pack row ${rowNumber}: a limit needs its maximum %`);
    return {
      section: values.section!,
      name: values.name!,
      ruleType,
      inciName: values.inciname!,
      cas: values.cas!,
      maxPercent,
      applicationAreas: values.applicationareas ? values.applicationareas.split(';') : null,
      condition: values.condition ?? '',
      reference: values.reference!,
    };
  });
}
