import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { normalizeTheme, type Theme } from '../../../lib/theme/theme.ts';

export function useThemeTemplates() {
  return useQuery({
    queryKey: ['/api/admin/theme/templates'],
    queryFn: async () => (await api.get<unknown[]>('/api/admin/theme/templates')).map(normalizeTheme),
  });
}

export type { Theme };
