import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backup } from '../../../../domain/settings/admin-stats.ts';
import { api } from '../../../lib/api.ts';
import { ADMIN_STATS_KEY } from './stats.ts';

export const BACKUPS_KEY = ['/api/admin/backups'] as const;

export function useBackups() {
  return useQuery<Backup[]>({ queryKey: BACKUPS_KEY });
}

/** "Back up now": the list, the last-backup figure and the activity log all change. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Backup>('/api/admin/backups'),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/activity'] }),
      ]);
    },
  });
}

export const backupDownloadUrl = (fileName: string) => `/api/admin/backups/${encodeURIComponent(fileName)}`;
