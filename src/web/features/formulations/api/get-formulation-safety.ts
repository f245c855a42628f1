import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { conclusionInputSchema } from '../../../../domain/safety/conclusion-schema.ts';
import type { ExposureCategory } from '../../../../domain/safety/exposure-categories.ts';
import type {
  Conclusion,
  FormulationSafety,
  SafetyAssessment,
} from '../../../../domain/safety/safety-schema.ts';
import type {
  UndesirableEffect,
  undesirableEffectInputSchema,
} from '../../../../domain/safety/undesirable-effect-schema.ts';
import { api } from '../../../lib/api.ts';
import {
  EXPOSURE_CATEGORIES_KEY,
  FORMULATIONS_KEY,
  formulationEffectsKey,
  formulationKey,
  formulationSafetyAssessmentKey,
  formulationSafetyKey,
} from './keys.ts';

/** GET /api/formulations/:id/safety: every substance's margin of safety, from the current data. */
export function useFormulationSafety(id: string) {
  return useQuery<FormulationSafety>({ queryKey: formulationSafetyKey(id) });
}

/** GET /api/formulations/:id/safety/assessment: the sources, what blocks approval, the signed conclusions. */
export function useSafetyAssessment(id: string) {
  return useQuery<SafetyAssessment>({ queryKey: formulationSafetyAssessmentKey(id) });
}

/** GET /api/formulations/:id/undesirable-effects. */
export function useUndesirableEffects(id: string) {
  return useQuery<UndesirableEffect[]>({ queryKey: formulationEffectsKey(id) });
}

/** GET /api/exposure-categories: the SCCS categories as published. */
export function useExposureCategories() {
  return useQuery<ExposureCategory[]>({ queryKey: EXPOSURE_CATEGORIES_KEY });
}

/** Any safety change: the formulation's own reads reload (its revision, its table, its findings). */
function useReloadFormulation(id: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: formulationKey(id) });
    void queryClient.invalidateQueries({ queryKey: FORMULATIONS_KEY, exact: true });
  };
}

/** PUT /api/formulations/:id/exposure-category with the formulation's revision. */
export function useSetExposureCategory(id: string) {
  const reload = useReloadFormulation(id);
  return useMutation({
    mutationFn: (input: { exposureCategory: string; revision: number }) =>
      api.put<FormulationSafety>(`/api/formulations/${id}/exposure-category`, input),
    onSuccess: reload,
  });
}

/** POST /api/formulations/:id/safety/conclusions: signs the assessor's conclusion. */
export function useSignConclusion(id: string) {
  const reload = useReloadFormulation(id);
  return useMutation({
    mutationFn: (input: z.input<typeof conclusionInputSchema>) =>
      api.post<Conclusion>(`/api/formulations/${id}/safety/conclusions`, input),
    onSuccess: reload,
  });
}

/** POST /api/formulations/:id/undesirable-effects. */
export function useReportEffect(id: string) {
  const reload = useReloadFormulation(id);
  return useMutation({
    mutationFn: (input: z.input<typeof undesirableEffectInputSchema>) =>
      api.post<UndesirableEffect>(`/api/formulations/${id}/undesirable-effects`, input),
    onSuccess: reload,
  });
}
