// Texts of the export screen, free of zod so its first download stays small (DESIGN §14); export-schema.ts
// re-exports them.

export const NO_TEMPLATES_MESSAGE = 'Please select at least one export template.';
