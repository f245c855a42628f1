import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../../../domain/profile/profile-schema.ts';
import type { EmailState } from '../../../../domain/user/email-confirmation.ts';
import type { User } from '../../../../domain/user/user.ts';
import { api } from '../../../lib/api.ts';
import { AUTH_USER_KEY } from '../../../lib/query-client.ts';

const EMAIL_STATE_KEY = ['/api/profile/email'] as const;

/** The sign-in e-mail and a change waiting for its link (ADR 030). */
export function useEmailState() {
  return useQuery<EmailState>({ queryKey: EMAIL_STATE_KEY });
}

/**
 * PATCH /api/profile; then the current-user data is refreshed (docs/product-rules.md, "API conventions"). A new e-mail comes back as
 * `pendingEmail`: it changes once the link sent there is followed.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) =>
      api.patch<User & { pendingEmail: string | null }>('/api/profile', input),
    onSuccess: ({ pendingEmail: _pending, ...user }) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: EMAIL_STATE_KEY });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string; code?: string }) =>
      api.patch<{ message: string }>('/api/profile/password', input),
  });
}
