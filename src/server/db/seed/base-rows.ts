import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SYSTEM_SETTINGS } from '../../../domain/settings/system-settings.ts';
import { DEFAULT_THEME, THEME_TEMPLATES, type Theme } from '../../../domain/theme/theme.ts';
import type { Db } from '../client.ts';
import { systemSettings, themes } from '../schema.ts';

// Several instances booting at once on one database: one of them at a time checks and inserts.
const BASE_ROWS_LOCK = 4_242_002;

function themeRow(theme: Theme, isTemplate: boolean) {
  const { name, isActive, colorPalette, typography, layout, brandElements } = theme;
  return { name, isActive, isTemplate, colorPalette, typography, layout, brandElements };
}

/**
 * The rows every installation needs, demo data or not: the system settings row, the theme templates,
 * and an active theme. Idempotent; runs on every boot and only adds what is missing.
 */
export async function ensureBaseRows(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BASE_ROWS_LOCK})`);
    await tx.insert(systemSettings).values({ id: 1, data: DEFAULT_SYSTEM_SETTINGS }).onConflictDoNothing();

    const templates = await tx.select({ name: themes.name }).from(themes).where(eq(themes.isTemplate, true));
    const present = new Set(templates.map((row) => row.name));
    const missing = THEME_TEMPLATES.filter((template) => !present.has(template.name));
    if (missing.length > 0) {
      await tx
        .insert(themes)
        .values(missing.map((template) => themeRow({ ...template, isActive: false }, true)));
    }

    const [active] = await tx
      .select({ id: themes.id })
      .from(themes)
      .where(eq(themes.isActive, true))
      .limit(1);
    if (!active) await tx.insert(themes).values(themeRow({ ...DEFAULT_THEME, isActive: true }, false));
  });
}
