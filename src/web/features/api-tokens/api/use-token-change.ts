import { useQueryClient } from '@tanstack/react-query';
import { TOKEN_CHANGE_KEYS } from './keys.ts';

/** Reloads what a created or revoked token changes. */
export function useTokenChange() {
  const queryClient = useQueryClient();
  return () => Promise.all(TOKEN_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
