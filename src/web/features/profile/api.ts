import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '../../../domain/profile/profile-schema.ts';
import type { User } from '../../../domain/user/user.ts';
import { api } from '../../lib/api.ts';
import { AUTH_USER_KEY } from '../../lib/query-client.ts';

/** PATCH /api/profile; then the current-user data is refreshed (spec part 2 §7). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.patch<User>('/api/profile', input),
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.patch<{ message: string }>('/api/profile/password', input),
  });
}
