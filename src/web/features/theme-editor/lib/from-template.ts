import type { Theme } from '../../../lib/theme/theme.ts';

/** A template applied to the draft keeps the theme's identity (it becomes the current theme's content). */
export function fromTemplate(current: Theme, template: Theme): Theme {
  return { ...template, id: current.id, revision: current.revision, isActive: current.isActive };
}
