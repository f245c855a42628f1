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
  naturaloriginindex: 'naturalOriginIndex',
};

/** One CSV row through the form's schema: supplier by name, restrictions separated by semicolons. */
export function importRow<S extends z.ZodType>(
  values: Record<string, string>,
  suppliersByName: Map<string, string>,
  schema: S,
): { ok: true; input: z.output<S> } | { ok: false; errors: string[] } {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = COLUMNS[key];
    if (!field || value === '') continue;
    input[field] = field === 'regulatoryRestrictions' ? value.split(';').map((part) => part.trim()) : value;
  }
  const errors: string[] = [];
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
