import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserInput,
  AdminUserUpdate,
  CreatedUser,
} from '../../../../domain/user/admin-user.ts';
import type { UserSession } from '../../../../domain/user/user-sessions.ts';
import { api } from '../../../lib/api.ts';

export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;

export interface UserFilter {
  q?: string;
  role?: string;
}

/** GET /api/admin/users, searched and filtered by the server. */
export function useAdminUsers(filter: UserFilter = {}) {
  return useQuery<AdminUser[]>({ queryKey: [...ADMIN_USERS_KEY, filter], placeholderData: keepPreviousData });
}

/** After a user mutation the list (and the user count of the stats) reload (docs/product-rules.md, "API conventions"). */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/stats'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/activity'] }),
    ]);
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: AdminUserInput) => api.post<CreatedUser>('/api/admin/users', input),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminUserUpdate }) =>
      api.put<AdminUser>(`/api/admin/users/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/users/${id}`),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/users/:id/unlock: lifts every sign-in lock of the account (ADR 011). */
export function useUnlockUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => api.post<AdminUser>(`/api/admin/users/${id}/unlock`),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/users/:id/two-factor/reset: turns off a user's two-factor sign-in (a lost phone). */
export function useResetTwoFactor() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`/api/admin/users/${id}/two-factor/reset`),
    onSuccess: invalidate,
  });
}

const sessionsKey = (id: string) => ['/api/admin/users', id, 'sessions'] as const;

/** GET /api/admin/users/:id/sessions: where and when the user is signed in (ADR 030). */
export function useUserSessions(id: string | null) {
  return useQuery<UserSession[]>({
    queryKey: sessionsKey(id ?? ''),
    queryFn: () => api.get<UserSession[]>(`/api/admin/users/${id}/sessions`),
    enabled: id !== null,
  });
}

/** DELETE one session (its id) or all of them (no id) of a user. */
export function useEndSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId?: string) =>
      api.delete(`/api/admin/users/${userId}/sessions${sessionId ? `/${sessionId}` : ''}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey(userId) }),
  });
}

/** POST (allow the next single sign-on to link) or DELETE (unlink) /api/admin/users/:id/sso-link (ADR 032). */
export function useSsoLink() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, allow }: { id: string; allow: boolean }) =>
      allow
        ? api.post<AdminUser>(`/api/admin/users/${id}/sso-link`)
        : api.delete<AdminUser>(`/api/admin/users/${id}/sso-link`),
    onSuccess: invalidate,
  });
}
