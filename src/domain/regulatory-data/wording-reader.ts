import type { Warning } from './cosing-schema.ts';
import type { Facts } from './facts.ts';
import { decimalText, WORDED_DATE, wordedDate } from './legal-text.ts';
import { quoted } from './reading.ts';

/**
 * Column "Wording of conditions of use and warnings": what the label must carry (Article 19(1)(d) of the
 * Regulation), kept line by line as written. The reader only recognises the frame around the wording:
 * headings ("Conditions of use:", "Warnings to be printed on the label:", "To be printed on the label:"),
 * a start date ("As from 3 March 2018,"), a threshold ("Above 2 %:"), a product the warning is limited to
 * ("For any toothpaste ... the following labelling is obligatory:"), and footnotes, which are notes, not
 * label text. Conditions that belong to column "Other" found here (nanomaterial specifications, "not to be
 * used in applications that may lead to exposure ... by inhalation") put the condition up for review: the
 * label must not print them by mistake, and they must not be lost either.
 */

const CONDITIONS_HEADING = /^conditions of use:?\s*/i;
const LABEL_HEADING =
  /^(?:warnings(?: to be printed on the label)?|to be print(?:ed|ing|ied)\s+on\s+the\s+la\s?bel):?\s*/i;
const AS_FROM = new RegExp(String.raw`^as from ${WORDED_DATE}\s*[:,]?\s*`, 'i');
const ABOVE = /^above (\d+(?:[.,]\d+)?)\s*%\s*:\s*/i;
const OBLIGATORY =
  /^(for (?:any |leave-on )?[^:]*?)(?:,? the following,? labelling is obligatory|:)\s*:?\s*(?=\S)/i;
// The wording is read as written (typographic quotes, doubled spaces): the patterns allow for both.
const FLUORIDE =
  /^for any toothpaste with compounds containing fluorine in a concentration of (\d+(?:[.,]\d+)?)\s+to\s+\d+(?:[.,]\d+)?\s*%\s+calculated as F unless it is already labelled as contra-indicated for children \(e\.g\.\s*["“”'‘’]for adult use only["“”'‘’]\)\s*(?:the (?:following\s*)?)?labelling is obligatory:\s*/i;
const FOOTNOTE = /^(?:\*+\s*\S|\(\s*\d+\s*\)\s*\S|\(\*\)|footnote)/i;
const MISPLACED =
  /only nanomaterials having|applications that may lead to exposure of the end[- ]user['’]s lungs by inhalation|^wording of conditions of use and warnings:/i;

/** The kind of wording a heading in `text` leaves in force for what follows (the text after it). */
export function kindAfter(text: string, kind: Warning['kind']): Warning['kind'] {
  let current = kind;
  for (const raw of text.split('\n')) {
    const line = raw.trim().replace(AS_FROM, '');
    if (CONDITIONS_HEADING.test(line)) current = 'condition_of_use';
    else if (LABEL_HEADING.test(line)) current = 'label_warning';
  }
  return current;
}

/**
 * The wording of one condition: its segments in column order, each with the kind of wording in force where
 * it starts (a heading under one letter, "Warnings to be printed on the label:", holds for the letters after).
 */
export function readWording(parts: { text: string; kind: Warning['kind'] }[], facts: Facts) {
  for (const part of parts) readWordingPart(part.text, part.kind, facts);
}

function readWordingPart(text: string, startKind: Warning['kind'], facts: Facts) {
  if (MISPLACED.test(text)) {
    // None of it is printed as read: a reviewer sorts the conditions from the label text.
    for (const line of text.split('\n'))
      if (/[\p{L}\p{N}]/u.test(line))
        facts.otherConditions.push({ kind: 'note', text: line.trim(), appliesFrom: null });
    facts.reasons.push(
      `The wording column holds conditions of column "Other" (not label text): ${quoted(text, 120)}`,
    );
    return;
  }
  let kind = startKind;
  let appliesFrom: string | null = null;
  // A line that only states a fluoride toothpaste's condition carries over to the quoted text that follows.
  let pending: { onlyWhen: string; threshold: string | null } | null = null;
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    if (FOOTNOTE.test(line)) {
      facts.otherConditions.push({ kind: 'note', text: line, appliesFrom: null });
      continue;
    }
    const date = AS_FROM.exec(line);
    if (date) {
      appliesFrom = wordedDate(`${date[1]} ${date[2]} ${date[3]}`);
      line = line.slice(date[0].length);
    }
    if (CONDITIONS_HEADING.test(line)) {
      kind = 'condition_of_use';
      line = line.replace(CONDITIONS_HEADING, '');
    } else if (LABEL_HEADING.test(line)) {
      kind = 'label_warning';
      line = line.replace(LABEL_HEADING, '');
    }
    let threshold: string | null = null;
    let onlyWhen: string | null = null;
    const above = ABOVE.exec(line);
    if (above) {
      threshold = decimalText(above[1]!);
      line = line.slice(above[0].length);
    }
    const fluoride = FLUORIDE.exec(line);
    if (fluoride) {
      onlyWhen = fluoride[0].replace(/\s*(?:the (?:following\s*)?)?labelling is obligatory:\s*$/i, '').trim();
      threshold = decimalText(fluoride[1]!);
      line = line.slice(fluoride[0].length);
    } else {
      const obligatory = OBLIGATORY.exec(line);
      if (obligatory && /^for (?:any|leave-on|toothpaste)/i.test(obligatory[1]!)) {
        onlyWhen = obligatory[1]!.trim();
        line = line.slice(obligatory[0].length);
      }
    }
    if (!/[\p{L}\p{N}]/u.test(line)) {
      if (onlyWhen) pending = { onlyWhen, threshold };
      continue;
    }
    if (pending && !onlyWhen) {
      ({ onlyWhen, threshold } = pending);
      pending = null;
    }
    facts.warnings.push({ text: line, kind, thresholdPercent: threshold, appliesFrom, onlyWhen });
  }
}
