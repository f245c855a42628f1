import type { z } from 'zod';

/** CSV header keys (see headerKey) to the form's fields; several spellings of a column are accepted. */
const COLUMNS: Record<string, string> = {
  name: 'name',
  incisname: 'incisName',
  inciname: 'incisName',
  inci: 'incisName',
  description: 'description',
  category: 'category',
  unitcost: 'unitCost',
  cost: 'unitCost',
  unit: 'unit',
  qualitygrade: 'qualityGrade',
  grade: 'qualityGrade',
  sustainabilityrating: 'sustainabilityRating',
  sustainability: 'sustainabilityRating',
  shelflifemonths: 'shelfLifeMonths',
  shelflife: 'shelfLifeMonths',
  allergeninfo: 'allergenInfo',
  allergens: 'allergenInfo',
  storageconditions: 'storageConditions',
  storage: 'storageConditions',
  regulatoryrestrictions: 'regulatoryRestrictions',
  waterlitersperoz: 'waterLitersPerOz',
  carbonkgperoz: 'carbonKgPerOz',
  density: 'density',
};

/**
 * "Phenoxyethanol:90; Ethylhexylglycerin:10" or, with a supplier's range, "Linalool:25-35": the composition
 * column, names resolved against the substance catalogue.
 */
type CompositionCell = { substanceId: string; percent?: string; minPercent?: string; maxPercent?: string };

function compositionCell(
  text: string,
  substanceIds: Map<string, string>,
  errors: string[],
): CompositionCell[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part): CompositionCell[] => {
      const at = part.lastIndexOf(':');
      const name = part.slice(0, at).trim();
      const amount = part.slice(at + 1).trim();
      if (at <= 0 || !amount) {
        errors.push(`Composition "${part}" must be written as substance:percent or substance:min-max`);
        return [];
      }
      const substanceId = substanceIds.get(name.toLowerCase());
      if (!substanceId) {
        errors.push(`Substance "${name}" not found`);
        return [];
      }
      const range = /^([\d.]+)\s*-\s*([\d.]+)$/.exec(amount);
      return range
        ? [{ substanceId, minPercent: range[1], maxPercent: range[2] }]
        : [{ substanceId, percent: amount }];
    });
}

/** The substance names a composition cell mentions, to look them up in one query. */
export function compositionNames(text: string | undefined): string[] {
  return (text ?? '')
    .split(';')
    .map((part) => part.slice(0, part.lastIndexOf(':')).trim())
    .filter(Boolean);
}

/**
 * One CSV row through the form's schema: supplier by name, restrictions separated by semicolons, the composition
 * as substance:percent pairs.
 */
export function importRow<S extends z.ZodType>(
  values: Record<string, string>,
  lookups: { suppliersByName: Map<string, string>; substanceIds: Map<string, string> },
  schema: S,
): { ok: true; input: z.output<S> } | { ok: false; errors: string[] } {
  const { suppliersByName, substanceIds } = lookups;
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = COLUMNS[key];
    if (!field || value === '') continue;
    input[field] = field === 'regulatoryRestrictions' ? value.split(';').map((part) => part.trim()) : value;
  }
  const errors: string[] = [];
  if (values.composition) input.composition = compositionCell(values.composition, substanceIds, errors);
  const supplier = values.supplier ?? values.suppliername ?? '';
  if (supplier) {
    const id = suppliersByName.get(supplier.toLowerCase());
    if (id) input.supplierId = id;
    else errors.push(`Supplier "${supplier}" not found`);
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) errors.unshift(...parsed.error.issues.map((issue) => issue.message));
  return errors.length || !parsed.success ? { ok: false, errors } : { ok: true, input: parsed.data };
}
