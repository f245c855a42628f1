import { lazy } from 'react';

// The compliance screen's tabs load when first opened: the rule library (its table, badges and delete
// confirmation), the annex import (ADR 055) and the impact of a date (ADR 071). Apart from lazy-dialogs.ts,
// which the library itself imports its rule form from: together they were an import cycle.
export const RuleLibrary = lazy(async () => ({
  default: (await import('./rule-library.tsx')).RuleLibrary,
}));
export const RegulatoryData = lazy(async () => ({
  default: (await import('./regulatory-data.tsx')).RegulatoryData,
}));
export const ImpactTab = lazy(async () => ({
  default: (await import('./impact-tab.tsx')).ImpactTab,
}));
