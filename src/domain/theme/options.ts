// The theme editor's option lists, free of zod so the editor's first download stays small (docs/product-rules.md, "Budgets");
// theme.ts re-exports them.

export const FONT_FAMILIES = [
  'Inter',
  'System UI',
  'Arial',
  'Helvetica',
  'Georgia',
  'Times New Roman',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const NAVIGATION_LAYOUTS = ['sidebar', 'top'] as const;
export type NavigationLayout = (typeof NAVIGATION_LAYOUTS)[number];
