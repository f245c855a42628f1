import type { SearchSuggestion } from '../../domain/common/search-suggestion.ts';

/**
 * "Did you mean …?" under a search that found nothing (ADR 067): each close name once, as a link-styled button
 * that searches for it. Nothing at all when nothing is close.
 */
export function DidYouMean({
  suggestions,
  onPick,
}: {
  suggestions: SearchSuggestion[] | undefined;
  onPick: (text: string) => void;
}) {
  const names = [
    ...new Map((suggestions ?? []).map((s) => [s.matchedName.toLowerCase(), s.matchedName])).values(),
  ];
  if (names.length === 0) return null;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Did you mean{' '}
      {names.map((name, index) => (
        <span key={name}>
          {index > 0 && (index === names.length - 1 ? ' or ' : ', ')}
          <button
            type="button"
            className="font-medium text-primary-ink underline underline-offset-4 hover:no-underline"
            onClick={() => onPick(name)}
          >
            {name}
          </button>
        </span>
      ))}
      ?
    </p>
  );
}
