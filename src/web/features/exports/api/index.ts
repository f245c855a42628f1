import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DateRange } from '../../../../domain/export/constants.ts';
import type { ExportPreview, ExportRecord, ExportRequest } from '../../../../domain/export/export-schema.ts';
import { api } from '../../../lib/api.ts';

export interface ExportTemplate {
  id: string;
  label: string;
  description: string;
  adminOnly: boolean;
  /** 'period': records of the date range; 'current': the list as it is now. */
  scope: 'period' | 'current';
  periodNote: string;
}

export const TEMPLATES_KEY = ['/api/exports/templates'] as const;
export const EXPORTS_KEY = ['/api/exports'] as const;

/** The templates this user may export (the server leaves out the admin-only ones for others). */
export function useExportTemplates() {
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: () => api.get<ExportTemplate[]>('/api/exports/templates'),
  });
}

/**
 * How many records each template would export for the range, so an empty export is said before it is made.
 * Counts follow every change in the data, so they are read afresh each time the form shows them (staleTime 0)
 * rather than waiting for a live event of every kind.
 */
export function useExportPreview(dateRange: DateRange) {
  return useQuery<ExportPreview>({ queryKey: ['/api/exports/preview', { dateRange }], staleTime: 0 });
}

export function useRecentExports() {
  return useQuery({ queryKey: EXPORTS_KEY, queryFn: () => api.get<ExportRecord[]>('/api/exports') });
}

export function useCreateExports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExportRequest) => api.post<ExportRecord[]>('/api/exports', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
}

export function useDeleteExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/exports/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
}
