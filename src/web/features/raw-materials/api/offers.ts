import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Offer, OfferFormValues } from '../../../../domain/supply/offer-schema.ts';
import { api } from '../../../lib/api.ts';
import { RAW_MATERIALS_KEY } from './list-raw-materials.ts';

/** GET /api/ingredients/:id/offer-comparison: every offer, and what switching to it changes (ADR 061). */
export interface OfferComparison {
  companyCurrency: string;
  offers: {
    offer: Offer;
    costPerOunceChange: string | null;
    formulations: {
      formulationId: string;
      name: string;
      version: number;
      perUnit: string;
      perYear: string;
      yearlyVolume: string;
      assumedVolume: boolean;
    }[];
  }[];
}

export interface PriceChange {
  unitCost: string;
  unit: string;
  price: string;
  currency: string;
  supplierName: string | null;
  reason: string;
  changedBy: string | null;
  changedAt: string;
}

// Under the ingredients' key: a saved offer invalidates the list (its unitCost may have moved) and these at once.
const comparisonKey = (id: string | undefined) => [...RAW_MATERIALS_KEY, id, 'offer-comparison'];

/** Only while the dialog is open, as the where-used list. */
export function useOfferComparison(ingredientId: string | undefined, open: boolean) {
  return useQuery<OfferComparison>({
    queryKey: comparisonKey(ingredientId),
    enabled: open && !!ingredientId,
  });
}

export function usePriceHistory(ingredientId: string | undefined, open: boolean) {
  return useQuery<PriceChange[]>({
    queryKey: [...RAW_MATERIALS_KEY, ingredientId, 'price-history'],
    enabled: open && !!ingredientId,
  });
}

type Saved = Offer & { recomputedFormulations: number };

function useSaved() {
  const queryClient = useQueryClient();
  return async (saved: Saved) => {
    await queryClient.invalidateQueries({ queryKey: RAW_MATERIALS_KEY });
    // A new preferred cost recomputed formulations: screens showing them reload.
    if (saved.recomputedFormulations > 0) {
      await queryClient.invalidateQueries({ queryKey: ['/api/formulations'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] });
    }
  };
}

export function useAddOffer(ingredientId: string) {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: (payload: OfferFormValues) =>
      api.post<Saved>(`/api/ingredients/${ingredientId}/offers`, payload),
    onSuccess,
  });
}

export function useMakePreferred(ingredientId: string) {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: (offer: Offer) =>
      api.put<Saved>(`/api/ingredients/${ingredientId}/offers/${offer.id}`, { ...offer, preferred: true }),
    onSuccess,
  });
}
