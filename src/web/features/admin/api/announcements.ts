import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement } from '../../../../domain/account/announcement-schema.ts';
import { api } from '../../../lib/api.ts';

/** Query keys are the API paths they read (the default query function GETs them). */
export const ANNOUNCEMENTS_KEY = ['/api/admin/announcements'] as const;

/** GET /api/admin/announcements: sent announcements, newest first, with how many users each reached. */
export function useAnnouncements() {
  return useQuery<Announcement[]>({ queryKey: ANNOUNCEMENTS_KEY });
}

/** POST /api/admin/announcements: sends to the users who opted in; the list then shows it with its reach. */
export function useSendAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; text: string }) =>
      api.post<{ id: string }>('/api/admin/announcements', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}
