// Apart from the form's conversions: the screen's import button needs only these, and the form loads later.

/** The import file's columns, as the server reads them (substances/import-row.ts). */
export const SUBSTANCE_CSV_COLUMNS = [
  'inciName',
  'casNumbers',
  'ecNumber',
  'synonyms',
  'functions',
  'allergen',
  'fragrance',
  'colourIndex',
  'nano',
  'naturalOriginIndex',
  'annexEntry',
  'countsAs',
] as const;

/** The toxicological profile import's columns, as the server reads them (safety/toxicology-import-row.ts). */
export const TOXICOLOGY_CSV_COLUMNS = [
  'inciName',
  'pointOfDeparture',
  'podType',
  'route',
  'source',
  'sourceDate',
  'dermalAbsorption',
  'cmr',
  'sensitiser',
  'threshold',
  'thresholdReason',
  'note',
] as const;
