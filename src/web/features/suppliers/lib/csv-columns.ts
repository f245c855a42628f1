// Apart from the form's conversions: the screen's import button needs only these, and the form loads later.

/** The import file's columns, as the server reads them (certifications separated by semicolons). */
export const SUPPLIER_CSV_COLUMNS = [
  'name',
  'contactEmail',
  'contactPhone',
  'address',
  'country',
  'website',
  'rating',
  'certifications',
  'sustainabilityScore',
  'leadTimedays',
  'minimumOrderValue',
] as const;
