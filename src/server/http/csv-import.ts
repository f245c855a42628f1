import { z } from 'zod';

/** CSV imports travel as JSON (the CSRF rule refuses other bodies): the file's text in `csv`. */
export const csvImportBody = z.object({
  csv: z
    .string({ error: 'Choose a CSV file to import' })
    .min(1, 'Choose a CSV file to import')
    .max(5_000_000, 'The file is too large'),
});

export const csvImportResult = z.object({
  accepted: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), name: z.string(), errors: z.array(z.string()) })),
});
