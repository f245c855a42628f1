import type { DecimalInput } from '../formulation/cost.ts';

/** The formulation fields analytics reads. */
export interface AnalyticsFormulation {
  id: string;
  lineageId: string;
  parentId: string | null;
  version: number;
  status: string;
  productType: string;
  batchSize: DecimalInput;
  unitSize: DecimalInput;
  costPerUnit: DecimalInput;
  totalCost: DecimalInput;
  createdAt: Date | string;
}

/** One row of formulation_status_history. */
export interface StatusChange {
  formulationId: string;
  fromStatus: string | null;
  toStatus: string;
  changedAt: Date | string;
}

export const toTime = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();
