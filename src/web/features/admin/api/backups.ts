import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backup } from '../../../../domain/settings/admin-stats.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/export-report.ts';
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

/**
 * Downloads a backup after the administrator confirms their password (ADR 031): a POST whose answer is the file,
 * saved from memory (a link cannot carry the password).
 */
export async function downloadBackup(fileName: string, currentPassword: string): Promise<void> {
  const response = await fetch(`/api/admin/backups/${encodeURIComponent(fileName)}/download`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/gzip, application/json' },
    body: JSON.stringify({ currentPassword }),
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  saveFile(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
