// Apart from the form's conversions: the screen's import button needs only these, and the form loads later.

/** The import file's columns, as the server reads them (ingredients/import-row.ts). */
export const RAW_MATERIAL_CSV_COLUMNS = [
  'name',
  'incisName',
  'description',
  'category',
  'supplier',
  'unitCost',
  'unit',
  'qualityGrade',
  'sustainabilityRating',
  'shelfLifeMonths',
  'allergenInfo',
  'storageConditions',
  'regulatoryRestrictions',
  'waterLitersPerOz',
  'carbonKgPerOz',
  'density',
  'composition',
] as const;
