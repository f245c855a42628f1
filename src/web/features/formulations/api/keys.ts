/**
 * Query keys are API paths (the event stream invalidates everything under '/api/formulations').
 * `formulationKey(id)` is also the prefix of that formulation's lines, versions and history.
 */
export const FORMULATIONS_KEY = ['/api/formulations'] as const;
export const DASHBOARD_KEY = ['/api/dashboard'] as const;

export const formulationKey = (id: string) => ['/api/formulations', id] as const;
export const formulationLinesKey = (id: string) => ['/api/formulations', id, 'ingredients'] as const;
export const formulationVersionsKey = (id: string) => ['/api/formulations', id, 'versions'] as const;
export const formulationCompositionKey = (id: string) => ['/api/formulations', id, 'composition'] as const;
export const formulationLabelKey = (id: string) => ['/api/formulations', id, 'label'] as const;
export const formulationComplianceKey = (id: string) => ['/api/formulations', id, 'compliance'] as const;
export const formulationSafetyKey = (id: string) => ['/api/formulations', id, 'safety'] as const;
export const formulationSafetyAssessmentKey = (id: string) =>
  ['/api/formulations', id, 'safety', 'assessment'] as const;
export const formulationEffectsKey = (id: string) =>
  ['/api/formulations', id, 'undesirable-effects'] as const;
export const EXPOSURE_CATEGORIES_KEY = ['/api/exposure-categories'] as const;
export const formulationFunctionGroupsKey = (id: string) =>
  ['/api/formulations', id, 'function-groups'] as const;
