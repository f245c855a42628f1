import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';
import { api } from '../../../lib/api.ts';
import type { SupplierPayload } from '../lib/supplier-form-values.ts';

export const SUPPLIERS_KEY = ['/api/suppliers'] as const;

/** Every supplier, by name (the API's default order). */
export function useSuppliers() {
  return useQuery<Supplier[]>({ queryKey: SUPPLIERS_KEY });
}

function useInvalidateSuppliers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY });
}

export function useCreateSupplier() {
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: (payload: SupplierPayload) => api.post<Supplier>('/api/suppliers', payload),
    onSuccess: invalidate,
  });
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: SupplierPayload }) =>
      api.put<Supplier>(`/api/suppliers/${id}`, payload),
    onSuccess: async () => {
      await invalidate();
      // The raw material table shows supplier names.
      await queryClient.invalidateQueries({ queryKey: ['/api/ingredients'] });
    },
  });
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/suppliers/${id}`),
    onSuccess: async () => {
      await invalidate();
      // Its ingredients now show "Unknown".
      await queryClient.invalidateQueries({ queryKey: ['/api/ingredients'] });
    },
  });
}
