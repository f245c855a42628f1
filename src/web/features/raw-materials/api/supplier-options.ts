import { useQuery } from '@tanstack/react-query';
import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';

/** Suppliers for the form's select: the same key as the suppliers screen, so both share one fetch. */
export function useSupplierOptions(enabled: boolean) {
  return useQuery<Supplier[]>({ queryKey: ['/api/suppliers'], enabled });
}
