import { useQuery } from '@tanstack/react-query';
import type { ComplianceReport } from '../../../../domain/compliance/report.ts';
import type { CompositionResponse, LabelResponse } from '../../../../domain/substance/content-schema.ts';
import { formulationComplianceKey, formulationCompositionKey, formulationLabelKey } from './keys.ts';

/** GET /api/formulations/:id/composition: its substance content with the sources of each figure. */
export function useFormulationComposition(id: string, enabled = true) {
  return useQuery<CompositionResponse>({ queryKey: formulationCompositionKey(id), enabled });
}

/** GET /api/formulations/:id/label: the label's ingredient list, allergens, warnings and ISO 16128 content. */
export function useFormulationLabel(id: string, enabled = true) {
  return useQuery<LabelResponse>({ queryKey: formulationLabelKey(id), enabled });
}

/** GET /api/formulations/:id/compliance: every regulated substance with the limit that applies and why. */
export function useFormulationCompliance(id: string) {
  return useQuery<ComplianceReport>({ queryKey: formulationComplianceKey(id) });
}
