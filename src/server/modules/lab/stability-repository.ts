import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { challengeTests, labBatches, stabilityCells, stabilityStudies } from '../../db/schema.ts';
import { userName } from './repository.ts';

export type StudyRow = typeof stabilityStudies.$inferSelect;
export type CellRow = typeof stabilityCells.$inferSelect;
export type ChallengeRow = typeof challengeTests.$inferSelect;

/** The batch a study or test belongs to, as the study's answers name it. */
const batchColumns = {
  batchNumber: labBatches.batchNumber,
  formulationId: labBatches.formulationId,
  formulationName: labBatches.formulationName,
  formulationVersion: labBatches.formulationVersion,
  specification: labBatches.specification,
};
export type StudyListRow = StudyRow & {
  batchNumber: string;
  formulationId: string | null;
  formulationName: string;
  formulationVersion: number;
  specification: (typeof labBatches.$inferSelect)['specification'];
  ownerName: string | null;
};

/** Stability studies, their cells (condition x time point) and challenge tests (ADR 051). */
export function createStabilityRepository(db: Executor) {
  const studySelect = {
    study: stabilityStudies,
    ...batchColumns,
    ownerName: userName('"stability_studies"."owner_id"'),
  };
  const flatten = ({ study, ...rest }: { study: StudyRow } & Omit<StudyListRow, keyof StudyRow>) => ({
    ...study,
    ...rest,
  });

  return {
    async insertStudy(
      study: typeof stabilityStudies.$inferInsert,
      cells: (typeof stabilityCells.$inferInsert)[],
    ) {
      await db.insert(stabilityStudies).values(study);
      await db.insert(stabilityCells).values(cells);
    },

    async studies(
      filter: { batchId?: string; id?: string; formulationId?: string } = {},
    ): Promise<StudyListRow[]> {
      const rows = await db
        .select(studySelect)
        .from(stabilityStudies)
        .innerJoin(labBatches, eq(labBatches.id, stabilityStudies.batchId))
        .where(
          and(
            filter.batchId ? eq(stabilityStudies.batchId, filter.batchId) : undefined,
            filter.id ? eq(stabilityStudies.id, filter.id) : undefined,
            filter.formulationId ? eq(labBatches.formulationId, filter.formulationId) : undefined,
          ),
        )
        .orderBy(desc(stabilityStudies.createdAt), asc(stabilityStudies.id));
      return rows.map(flatten);
    },

    /** The cells of these studies; the caller orders them by the study's time points. */
    cells(studyIds: string[]): Promise<CellRow[]> {
      if (studyIds.length === 0) return Promise.resolve([]);
      return db.select().from(stabilityCells).where(inArray(stabilityCells.studyId, studyIds));
    },

    async findCell(studyId: string, cellId: string): Promise<CellRow | undefined> {
      const [row] = await db
        .select()
        .from(stabilityCells)
        .where(and(eq(stabilityCells.studyId, studyId), eq(stabilityCells.id, cellId)))
        .for('update');
      return row;
    },

    async updateCell(id: string, values: Partial<typeof stabilityCells.$inferInsert>) {
      await db
        .update(stabilityCells)
        .set({ ...values, revision: sql`${stabilityCells.revision} + 1`, updatedAt: new Date() })
        .where(eq(stabilityCells.id, id));
    },

    /** Cells without results due on or before `date`, with their study's owner and batch (the partial index). */
    dueBy(date: string) {
      return db
        .select({
          cellId: stabilityCells.id,
          studyId: stabilityCells.studyId,
          condition: stabilityCells.condition,
          timepoint: stabilityCells.timepoint,
          dueDate: stabilityCells.dueDate,
          ownerId: stabilityStudies.ownerId,
          batchNumber: labBatches.batchNumber,
          formulationName: labBatches.formulationName,
        })
        .from(stabilityCells)
        .innerJoin(stabilityStudies, eq(stabilityStudies.id, stabilityCells.studyId))
        .innerJoin(labBatches, eq(labBatches.id, stabilityStudies.batchId))
        .where(and(isNull(stabilityCells.doneAt), lte(stabilityCells.dueDate, date)))
        .orderBy(asc(stabilityCells.dueDate), asc(labBatches.batchNumber), asc(stabilityCells.condition));
    },

    async insertChallenge(values: typeof challengeTests.$inferInsert) {
      const [row] = await db.insert(challengeTests).values(values).returning();
      return row!;
    },

    async findChallenge(id: string): Promise<ChallengeRow | undefined> {
      const [row] = await db.select().from(challengeTests).where(eq(challengeTests.id, id)).for('update');
      return row;
    },

    async updateChallenge(id: string, values: Partial<typeof challengeTests.$inferInsert>) {
      const [row] = await db
        .update(challengeTests)
        .set({ ...values, revision: sql`${challengeTests.revision} + 1`, updatedAt: new Date() })
        .where(eq(challengeTests.id, id))
        .returning();
      return row!;
    },

    /** The challenge tests of every lab batch made from a formulation, with each batch's number. */
    challengesOfFormulation(formulationId: string) {
      return db
        .select({ test: challengeTests, batchNumber: labBatches.batchNumber })
        .from(challengeTests)
        .innerJoin(labBatches, eq(labBatches.id, challengeTests.batchId))
        .where(eq(labBatches.formulationId, formulationId))
        .orderBy(asc(challengeTests.startedOn), asc(challengeTests.createdAt));
    },

    challenges(batchId: string): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(challengeTests)
        .where(eq(challengeTests.batchId, batchId))
        .orderBy(asc(challengeTests.startedOn), asc(challengeTests.createdAt));
    },
  };
}
export type StabilityRepository = ReturnType<typeof createStabilityRepository>;
