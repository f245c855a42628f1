import { useQuery } from '@tanstack/react-query';

export interface FormulationOption {
  id: string;
  name: string;
  version: number;
  status: string;
}
export interface RawMaterialOption {
  id: string;
  name: string;
  category: string;
}
export interface SupplierOption {
  id: string;
  name: string;
}

// The same API paths the other screens read, so the pickers share their cache and their live updates.
export const useFormulationOptions = () => useQuery<FormulationOption[]>({ queryKey: ['/api/formulations'] });
export const useRawMaterialOptions = () => useQuery<RawMaterialOption[]>({ queryKey: ['/api/ingredients'] });
export const useSupplierOptions = () => useQuery<SupplierOption[]>({ queryKey: ['/api/suppliers'] });
