import { DidYouMean } from '../../../components/did-you-mean.tsx';
import { useSubstanceSuggestions } from '../api/substance-suggestions.ts';

/** "Did you mean …?" under a substance search that found nothing (ADR 067); loaded only then. */
export function SubstanceSuggestions({ q, onPick }: { q: string; onPick: (text: string) => void }) {
  return <DidYouMean suggestions={useSubstanceSuggestions(q).data} onPick={onPick} />;
}
