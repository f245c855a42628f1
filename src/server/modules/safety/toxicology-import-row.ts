import { type ToxicologyInput, toxicologyInputSchema } from '../../../domain/safety/toxicology-schema.ts';

/** CSV header keys (lower-case letters and digits) to the profile's fields; several spellings each. */
const COLUMNS: Record<string, string> = {
  inciname: 'inciName',
  inci: 'inciName',
  substance: 'inciName',
  pointofdeparture: 'pointOfDeparture',
  pod: 'pointOfDeparture',
  noael: 'pointOfDeparture',
  type: 'podType',
  podtype: 'podType',
  route: 'route',
  source: 'source',
  sourcedate: 'sourceDate',
  date: 'sourceDate',
  dermalabsorption: 'dermalAbsorption',
  dap: 'dermalAbsorption',
  cmr: 'cmr',
  sensitiser: 'sensitiser',
  sensitizer: 'sensitiser',
  threshold: 'threshold',
  thresholdreason: 'thresholdReason',
  note: 'note',
};
const FLAGS = new Set(['cmr', 'sensitiser']);
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);
const LOWER = new Set(['podType', 'route']);

export interface ProfileRowOutcome {
  inciName: string;
  input?: ToxicologyInput;
  errors: string[];
}

/** One row of a profile import through the API's own schema: flags as yes/no, types and routes any case. */
export function toxicologyImportRow(values: Record<string, string>): ProfileRowOutcome {
  const raw: Record<string, unknown> = {};
  const errors: string[] = [];
  let inciName = '';
  for (const [key, value] of Object.entries(values)) {
    const field = COLUMNS[key];
    if (!field) continue;
    const text = value.trim();
    if (field === 'inciName') inciName = text;
    else if (FLAGS.has(field)) {
      if (YES.has(text.toLowerCase())) raw[field] = true;
      else if (NO.has(text.toLowerCase())) raw[field] = false;
      else errors.push(`${field === 'cmr' ? 'CMR' : 'Sensitiser'} must be yes or no`);
    } else if (LOWER.has(field)) raw[field] = text ? text.toLowerCase() : null;
    else raw[field] = text;
  }
  if (!inciName) errors.push('INCI name is required');
  const parsed = toxicologyInputSchema.safeParse(raw);
  if (!parsed.success) errors.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
  return { inciName, input: parsed.success ? parsed.data : undefined, errors };
}
