import { DEFAULT_THEME, type Theme } from '../../../domain/theme/theme.ts';
import type { Db } from '../../db/client.ts';
import { staleRevision } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
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
    /** Saves the theme as the current one (Apply / Save Changes) and announces it to every open screen. */
    async save(theme: Theme, revision: number | undefined, actor: Actor): Promise<ThemeDto> {
      const row = await db.transaction(async (tx) => {
        const txRepo = createThemeRepository(tx);
        const values = {
          name: theme.name,
          isTemplate: false,
          colorPalette: theme.colorPalette,
          typography: theme.typography,
          layout: theme.layout,
          brandElements: theme.brandElements,
        };
        const current = await txRepo.lockActive();
        let saved: ThemeRow | undefined;
        if (!current) saved = await txRepo.insertActive(values);
        else {
          if (revision !== undefined && revision !== current.revision) throw staleRevision();
          saved = await txRepo.updateActive(current.id, current.revision, values);
          if (!saved) throw staleRevision();
        }
        await recordActivity(tx, actor, {
          action: 'theme_update',
          entityType: 'theme',
          entityId: saved.id,
          description: `Saved the theme "${theme.name}" (brand "${theme.brandElements.companyName}")`,
        });
        await publishEvent(tx, 'theme', saved.id);
        return saved;
      });
      return toThemeDto(row);
    },

    async templates(): Promise<ThemeDto[]> {
      return (await repo.templates()).map(toThemeDto);
    },
  };
}
export type ThemeService = ReturnType<typeof createThemeService>;
