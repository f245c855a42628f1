import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { APPLICATION_AREAS, EXPOSURES } from '../../../domain/formulation/constants.ts';
import { defaultExposureCategory } from '../../../domain/safety/exposure-categories.ts';
import type { Executor } from '../../db/client.ts';
import {
  formulationIngredients,
  formulations,
  safetyConclusions,
  substances,
  toxicologyProfiles,
  undesirableEffects,
  users,
} from '../../db/schema.ts';

export type ProfileRow = typeof toxicologyProfiles.$inferSelect;
export type ConclusionRow = typeof safetyConclusions.$inferSelect;
export type EffectRow = typeof undesirableEffects.$inferSelect;

/** Toxicological profiles, signed conclusions, undesirable effects, and what the assessment reads of a formulation. */
export function createSafetyRepository(db: Executor) {
  return {
    async substance(id: string) {
      const [row] = await db
        .select({ id: substances.id, inciName: substances.inciName })
        .from(substances)
        .where(eq(substances.id, id));
      return row;
    },

    async profile(substanceId: string, options: { forUpdate?: boolean } = {}) {
      const query = db
        .select()
        .from(toxicologyProfiles)
        .where(eq(toxicologyProfiles.substanceId, substanceId));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async profiles(substanceIds: string[]) {
      if (substanceIds.length === 0) return [];
      return db
        .select()
        .from(toxicologyProfiles)
        .where(inArray(toxicologyProfiles.substanceId, substanceIds));
    },

    /** Writes a profile: inserted at revision 1, or updated with its revision moved on. */
    async saveProfile(values: Omit<typeof toxicologyProfiles.$inferInsert, 'revision' | 'createdAt'>) {
      const { substanceId: _id, ...changes } = values;
      const [row] = await db
        .insert(toxicologyProfiles)
        .values(values)
        .onConflictDoUpdate({
          target: toxicologyProfiles.substanceId,
          set: { ...changes, revision: sql`${toxicologyProfiles.revision} + 1` },
        })
        .returning();
      return row!;
    },

    /** Substances by INCI name, lower case (the import's names). */
    async substancesByName(names: string[]) {
      if (names.length === 0) return new Map<string, { id: string; inciName: string }>();
      const rows = await db
        .select({ id: substances.id, inciName: substances.inciName })
        .from(substances)
        .where(inArray(sql`lower(${substances.inciName})`, names));
      return new Map(rows.map((row) => [row.inciName.toLowerCase(), row]));
    },

    /** The formulation as the assessment and its signature read it. */
    async formulation(id: string, options: { forUpdate?: boolean } = {}) {
      const query = db.select().from(formulations).where(eq(formulations.id, id));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    lines(formulationId: string) {
      return db
        .select({ ingredientId: formulationIngredients.ingredientId, ounces: formulationIngredients.ounces })
        .from(formulationIngredients)
        .where(eq(formulationIngredients.formulationId, formulationId))
        .orderBy(asc(formulationIngredients.position), asc(formulationIngredients.id));
    },

    async setExposureCategory(id: string, exposureCategory: string, revision: number) {
      const [row] = await db
        .update(formulations)
        .set({ exposureCategory, revision: sql`${formulations.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(formulations.id, id), eq(formulations.revision, revision)))
        .returning({ id: formulations.id, revision: formulations.revision });
      return row;
    },

    /** Newest first. */
    conclusions(formulationId: string) {
      return db
        .select()
        .from(safetyConclusions)
        .where(eq(safetyConclusions.formulationId, formulationId))
        .orderBy(desc(safetyConclusions.signedAt), desc(safetyConclusions.id));
    },

    async latestConclusion(formulationId: string) {
      const [row] = await db
        .select()
        .from(safetyConclusions)
        .where(eq(safetyConclusions.formulationId, formulationId))
        .orderBy(desc(safetyConclusions.signedAt), desc(safetyConclusions.id))
        .limit(1);
      return row;
    },

    async insertConclusion(values: typeof safetyConclusions.$inferInsert) {
      const [row] = await db.insert(safetyConclusions).values(values).returning();
      return row!;
    },

    effects(formulationId: string) {
      return db
        .select()
        .from(undesirableEffects)
        .where(eq(undesirableEffects.formulationId, formulationId))
        .orderBy(desc(undesirableEffects.occurredOn), desc(undesirableEffects.createdAt));
    },

    async effect(id: string, options: { forUpdate?: boolean } = {}) {
      const query = db.select().from(undesirableEffects).where(eq(undesirableEffects.id, id));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async insertEffect(values: typeof undesirableEffects.$inferInsert) {
      const [row] = await db.insert(undesirableEffects).values(values).returning();
      return row!;
    },

    async updateEffect(id: string, values: Partial<typeof undesirableEffects.$inferInsert>) {
      const [row] = await db
        .update(undesirableEffects)
        .set({ ...values, revision: sql`${undesirableEffects.revision} + 1`, updatedAt: new Date() })
        .where(eq(undesirableEffects.id, id))
        .returning();
      return row!;
    },

    /** The regulatory staff: who hears of a serious undesirable effect. */
    async regulatoryUserIds(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'quality_regulatory'))
        .orderBy(asc(users.id));
      return rows.map((row) => row.id);
    },

    /** Names of users, by id (signers, reporters). */
    async userNames(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
    },
  };
}

/**
 * Gives every stored formulation the exposure category its application area and exposure default to (the data
 * migration that brought the categories in): one statement per pair, derived columns, so nothing else moves.
 */
export async function assignDefaultExposureCategories(db: Executor): Promise<void> {
  for (const area of APPLICATION_AREAS) {
    for (const exposure of EXPOSURES) {
      await db
        .update(formulations)
        .set({ exposureCategory: defaultExposureCategory(area, exposure) })
        .where(and(eq(formulations.applicationArea, area), eq(formulations.exposure, exposure)));
    }
  }
}
