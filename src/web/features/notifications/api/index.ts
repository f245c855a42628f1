import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountNotices } from '../../../../domain/account/notice-schema.ts';
import type { Notifications } from '../../../../domain/compliance/notification-schema.ts';
import { api } from '../../../lib/api.ts';
import { ACCOUNT_NOTICES_KEY, NOTIFICATIONS_KEY } from './keys.ts';

/** Not asked while the compliance feature is switched off: its routes are closed then (docs/product-rules.md, "Sign-in and permissions"). */
export function useNotifications(enabled = true) {
  return useQuery<Notifications>({ queryKey: NOTIFICATIONS_KEY, enabled });
}

/** POST /api/notifications/read: the listed alerts are read for this user; answers the new unread count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<{ unread: number }>('/api/notifications/read', { ids }),
    onSuccess: ({ unread }) => {
      // The badge drops at once; the list keeps showing what was just seen, now marked read.
      queryClient.setQueryData<Notifications>(NOTIFICATIONS_KEY, (current) =>
        current ? { unread, items: current.items } : current,
      );
    },
  });
}

export function useAccountNotices() {
  return useQuery<AccountNotices>({ queryKey: ACCOUNT_NOTICES_KEY });
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<{ unread: number }>('/api/account-notices/read', { ids }),
    onSuccess: ({ unread }) =>
      queryClient.setQueryData<AccountNotices>(ACCOUNT_NOTICES_KEY, (current) =>
        current ? { unread, items: current.items } : current,
      ),
  });
}
