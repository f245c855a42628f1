import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiToken, CreatedToken, ServiceTokenInput } from '../../../../domain/integrations/tokens.ts';
import { api } from '../../../lib/api.ts';
import { ALL_TOKENS_KEY } from './keys.ts';
import { useTokenChange } from './use-token-change.ts';

/** GET /api/admin/tokens: every token, personal and service, newest first (administrators). */
export function useAllTokens() {
  return useQuery<ApiToken[]>({ queryKey: ALL_TOKENS_KEY });
}

/** POST /api/admin/tokens: a service token with the role given; the answer carries the token once. */
export function useCreateServiceToken() {
  const changed = useTokenChange();
  return useMutation({
    mutationFn: (input: ServiceTokenInput) => api.post<CreatedToken>('/api/admin/tokens', input),
    onSuccess: changed,
  });
}

/** DELETE /api/admin/tokens/:id: an administrator revokes any token. */
export function useRevokeAnyToken() {
  const changed = useTokenChange();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/tokens/${encodeURIComponent(id)}`),
    onSuccess: changed,
  });
}
