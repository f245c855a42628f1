import { lazy } from 'react';

// The rule library tab (its table, badges and delete confirmation) loads when the tab is first opened. Apart
// from lazy-dialogs.ts, which the library itself imports its rule form from: together they were an import cycle.
export const RuleLibrary = lazy(async () => ({
  default: (await import('./rule-library.tsx')).RuleLibrary,
}));
