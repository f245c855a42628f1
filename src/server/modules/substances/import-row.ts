import { type SubstanceInput, substanceInputSchema } from '../../../domain/substance/substance-schema.ts';

/** CSV header keys (headerKey: lower-case letters and digits) to the form's fields; several spellings each. */
const COLUMNS: Record<string, string> = {
  inciname: 'inciName',
  inci: 'inciName',
  name: 'inciName',
  cas: 'casNumbers',
  casnumber: 'casNumbers',
  casnumbers: 'casNumbers',
  ec: 'ecNumber',
  ecnumber: 'ecNumber',
  synonyms: 'synonyms',
  functions: 'functions',
  function: 'functions',
  allergen: 'allergen',
  fragrance: 'fragrance',
  colourindex: 'colourIndex',
  colorindex: 'colourIndex',
  ci: 'colourIndex',
  nano: 'nano',
  naturaloriginindex: 'naturalOriginIndex',
  naturalorigin: 'naturalOriginIndex',
  annexentry: 'annexEntry',
  annex: 'annexEntry',
};
const LISTS = new Set(['casNumbers', 'synonyms', 'functions']);
const FLAGS = new Set(['allergen', 'fragrance', 'nano']);
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

export interface SubstanceRowOutcome {
  input?: SubstanceInput;
  /** "Retinol:0.546; Retinyl Acetate:0.872": the names to resolve once the file's own rows are known. */
  countsAs: { name: string; factor: string }[];
  errors: string[];
}

/** One CSV row through the form's schema: lists separated by semicolons, flags as yes/no. */
export function substanceImportRow(values: Record<string, string>): SubstanceRowOutcome {
  const input: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const field = COLUMNS[key];
    if (!field) continue;
    if (LISTS.has(field)) {
      const items = value
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean);
      // Functions may be written as their labels ("UV filter", "pH adjusting").
      input[field] =
        field === 'functions' ? items.map((item) => item.toLowerCase().replace(/[\s-]+/g, '_')) : items;
    } else if (FLAGS.has(field)) {
      const flag = value.trim().toLowerCase();
      if (YES.has(flag)) input[field] = true;
      else if (NO.has(flag)) input[field] = false;
      else errors.push(`${field.charAt(0).toUpperCase()}${field.slice(1)} must be yes or no`);
    } else if (value !== '') input[field] = value;
  }
  const countsAs: SubstanceRowOutcome['countsAs'] = [];
  for (const part of (values.countsas ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const at = part.lastIndexOf(':');
    if (at <= 0) errors.push(`Counts as "${part}" must be written as name:factor`);
    else countsAs.push({ name: part.slice(0, at).trim(), factor: part.slice(at + 1).trim() });
  }
  const parsed = substanceInputSchema.safeParse(input);
  if (!parsed.success) errors.unshift(...parsed.error.issues.map((issue) => issue.message));
  return parsed.success && errors.length === 0
    ? { input: parsed.data, countsAs, errors }
    : { countsAs, errors };
}
