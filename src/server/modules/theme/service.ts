import { DEFAULT_THEME, type Theme } from '../../../domain/theme/theme.ts';
import type { Db } from '../../db/client.ts';
import { createThemeRepository, type ThemeRow } from './repository.ts';

export interface ThemeDto extends Theme {
  id: string | null;
  revision: number;
}

export function toThemeDto(row: ThemeRow): ThemeDto {
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    colorPalette: row.colorPalette as Theme['colorPalette'],
    typography: row.typography as Theme['typography'],
    layout: row.layout as Theme['layout'],
    brandElements: row.brandElements as Theme['brandElements'],
    revision: row.revision,
  };
}

export function createThemeService({ db }: { db: Db }) {
  const repo = createThemeRepository(db);
  return {
    /** The current theme; the defaults when none was ever saved. */
    async current(): Promise<ThemeDto> {
      const row = await repo.active();
      return row ? toThemeDto(row) : { ...DEFAULT_THEME, id: null, isActive: true, revision: 0 };
    },
    async templates(): Promise<ThemeDto[]> {
      return (await repo.templates()).map(toThemeDto);
    },
  };
}
export type ThemeService = ReturnType<typeof createThemeService>;
