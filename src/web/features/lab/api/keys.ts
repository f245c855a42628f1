/**
 * Query keys are API paths: the `lab` live event invalidates everything under '/api/lab', so a weight entered on
 * one tablet shows on the others.
 */
export const LAB_KEY = ['/api/lab'] as const;
export const BATCHES_KEY = ['/api/lab/batches'] as const;
export const STUDIES_KEY = ['/api/lab/stability'] as const;
export const DUE_KEY = ['/api/lab/stability/due'] as const;
export const batchKey = (id: string) => ['/api/lab/batches', id] as const;
export const studyKey = (id: string) => ['/api/lab/stability', id] as const;
/** The formulations a batch may be made from (every version, by name). */
export const FORMULATION_CHOICES_KEY = ['/api/formulations', { sort: 'name' }] as const;
