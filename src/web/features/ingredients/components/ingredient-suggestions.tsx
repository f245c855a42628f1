import { DidYouMean } from '../../../components/did-you-mean.tsx';
import { useIngredientSuggestions } from '../api/ingredient-suggestions.ts';

/** "Did you mean …?" under a raw-material search that found nothing (ADR 067); loaded only then. */
export function IngredientSuggestions({ q, onPick }: { q: string; onPick: (text: string) => void }) {
  return <DidYouMean suggestions={useIngredientSuggestions(q).data} onPick={onPick} />;
}
