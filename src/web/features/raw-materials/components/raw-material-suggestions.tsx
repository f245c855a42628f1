import { DidYouMean } from '../../../components/did-you-mean.tsx';
import { useRawMaterialSuggestions } from '../api/raw-material-suggestions.ts';

/** "Did you mean …?" under a raw-material search that found nothing (ADR 067); loaded only then. */
export function RawMaterialSuggestions({ q, onPick }: { q: string; onPick: (text: string) => void }) {
  return <DidYouMean suggestions={useRawMaterialSuggestions(q).data} onPick={onPick} />;
}
