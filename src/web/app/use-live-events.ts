import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { staleKeyPrefixes } from '../lib/live-event-keys.ts';
import { keyMatches } from '../lib/query-key-match.ts';
import { THEME_UPDATED_EVENT, type ThemeUpdatedDetail } from '../lib/theme/theme.ts';
import { CURRENT_THEME_KEY, fetchCurrentTheme } from '../lib/theme/theme-api.ts';

/**
 * Keeps every open screen current (docs/product-rules.md, "Live updates, jobs and scale-out"): one EventSource per signed-in tab; each change reloads the queries
 * it makes stale. A theme change is re-read and announced as 'theme-updated', so the header's brand follows.
 * EventSource reconnects by itself and sends Last-Event-ID, so nothing is missed across a drop.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const onChange = (message: MessageEvent<string>) => {
      let type: string;
      try {
        type = (JSON.parse(message.data) as { type: string }).type;
      } catch {
        return;
      }
      const prefixes = staleKeyPrefixes(type);
      if (prefixes.length) {
        void queryClient.invalidateQueries({ predicate: (query) => keyMatches(query.queryKey, prefixes) });
      }
      if (type === 'theme') {
        void queryClient
          .fetchQuery({ queryKey: CURRENT_THEME_KEY, queryFn: fetchCurrentTheme, staleTime: 0 })
          .then((theme) => {
            const detail: ThemeUpdatedDetail = { ...theme.brandElements };
            window.dispatchEvent(new CustomEvent(THEME_UPDATED_EVENT, { detail }));
          });
      }
    };
    source.addEventListener('change', onChange as EventListener);
    return () => {
      source.removeEventListener('change', onChange as EventListener);
      source.close();
    };
  }, [enabled, queryClient]);
}

/** The live updates as a component: the app shell loads it after the first paint (it renders nothing). */
export default function LiveEvents() {
  useLiveEvents(true);
  return null;
}
