import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignIn, User } from '../../../domain/user/user.ts';
import { api } from '../../lib/api.ts';
import { AUTH_USER_KEY } from '../../lib/query-client.ts';

/** POST /api/auth/login; on success the current user is re-read before the caller navigates. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignIn) => api.post<User>('/api/auth/login', credentials),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}
