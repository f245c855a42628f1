import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiToken, CreatedToken, TokenInput } from '../../../../domain/integrations/tokens.ts';
import { api } from '../../../lib/api.ts';
import { OWN_TOKENS_KEY } from './keys.ts';
import { useTokenChange } from './use-token-change.ts';

/** GET /api/profile/tokens: the signed-in user's personal tokens, newest first. */
export function useOwnTokens() {
  return useQuery<ApiToken[]>({ queryKey: OWN_TOKENS_KEY });
}

/** POST /api/profile/tokens: the answer carries the token itself, the only time it is ever sent. */
export function useCreateOwnToken() {
  const changed = useTokenChange();
  return useMutation({
    mutationFn: (input: TokenInput) => api.post<CreatedToken>('/api/profile/tokens', input),
    onSuccess: changed,
  });
}

export function useRevokeOwnToken() {
  const changed = useTokenChange();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/profile/tokens/${encodeURIComponent(id)}`),
    onSuccess: changed,
  });
}
