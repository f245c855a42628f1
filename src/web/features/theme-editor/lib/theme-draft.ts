import { themeSchema } from '../../../../domain/theme/theme.ts';
import type { Theme } from '../../../lib/theme/theme.ts';

/** The draft as the server takes it (line height as text), and the first problem with it, if any. */
export function checkDraft(draft: Theme): { theme: Theme; problem?: { field: string; message: string } } {
  const theme: Theme = {
    ...draft,
    typography: { ...draft.typography, lineHeight: String(draft.typography.lineHeight) },
  };
  const parsed = themeSchema.safeParse({ ...theme, isActive: true });
  if (parsed.success) return { theme };
  const issue = parsed.error.issues[0]!;
  // "colorPalette.primary" reads "Primary"; "typography.fontSize.xl" reads "Font size xl".
  const [section, key, sub] = issue.path.map(String);
  const words = (sub ? `${key} ${sub}` : (key ?? section ?? '')).replace(/([A-Z])/g, ' $1').toLowerCase();
  const field = words.charAt(0).toUpperCase() + words.slice(1);
  return { theme, problem: { field, message: issue.message } };
}
