import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup } from '../../../../domain/user/two-factor.ts';
import { api } from '../../../lib/api.ts';
import { AUTH_USER_KEY } from '../../../lib/query-client.ts';

/** POST /api/profile/two-factor/setup: a new secret with its QR code (nothing is on until a code is confirmed). */
export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/api/profile/two-factor/setup') });
}

/** POST /api/profile/two-factor/enable: the first code proves the app has the secret; answers the recovery codes. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; currentPassword?: string }) =>
      api.post<{ recoveryCodes: string[] }>('/api/profile/two-factor/enable', input),
    // The user's twoFactorEnabled flag and the account settings' switch read it; invalidated, not refetched yet, so
    // the recovery codes stay on screen until the user has saved them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/account-settings'], refetchType: 'none' });
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      api.post<{ message: string }>('/api/profile/two-factor/disable', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/account-settings'] });
    },
  });
}
