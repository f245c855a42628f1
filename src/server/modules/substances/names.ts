import { isValidCas, isValidEc } from '../../../domain/substance/cas.ts';
import type { Substance } from '../../../domain/substance/substance-schema.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { NameMatch } from './name-lookups.ts';
import { createSubstanceRepository } from './repository.ts';

/** Where a name given as text comes from: the raw material whose INCI text it is. */
export interface NameOrigin {
  ingredientId: string | null;
  ingredientName: string;
}

export interface SimilarName {
  id: string;
  inciName: string;
  /** The INCI name or synonym that was close. */
  matchedName: string;
  /** Trigram similarity, 0-1. */
  similarity: number;
}

/** A substance created from a name nothing matched (ADR 035), with the names close to it. */
export interface UnreviewedSubstanceCreated {
  substanceId: string;
  inciName: string;
  origin: NameOrigin;
  suggestions: SimilarName[];
}

/**
 * Review hooks (the compliance module's): a substance created unreviewed opens a "substance needs review"
 * issue; one reviewed, or deleted, closes it. Inside the change's transaction.
 */
export interface ReviewHooks {
  opened: (tx: Executor, created: UnreviewedSubstanceCreated[], actor: Actor) => Promise<void>;
  closed: (tx: Executor, substanceId: string, why: string, actor: Actor) => Promise<void>;
}

/** "Did you mean": at most this many names, at least this close (pg_trgm's own default threshold). */
export const SIMILAR_NAMES = { limit: 5, minSimilarity: 0.3 } as const;

/**
 * Names given as text and what they resolve to (ADR 035): by INCI name, synonym, CAS or EC number; otherwise a
 * substance marked unreviewed that the regulatory staff review, and the close names ("did you mean").
 */
export function createSubstanceNames({
  db,
  review,
  get,
  afterChange,
}: {
  db: Db;
  review?: ReviewHooks;
  /** The catalogue's DTO of a substance, as its service answers it. */
  get: (id: string) => Promise<Substance>;
  afterChange?: (tx: Executor, substanceId: string, actor: Actor) => Promise<void>;
}) {
  const read = createSubstanceRepository(db);

  /**
   * Names close to a text, reviewed substances only unless asked: the one "did you mean" lookup of every screen
   * or call that has a name nothing matched.
   */
  async function similarNames(
    text: string,
    options: { limit?: number; minSimilarity?: number; includeUnreviewed?: boolean } = {},
    executor: Executor = db,
  ): Promise<SimilarName[]> {
    return createSubstanceRepository(executor).similarNames(text, {
      limit: options.limit ?? SIMILAR_NAMES.limit,
      minSimilarity: options.minSimilarity ?? SIMILAR_NAMES.minSimilarity,
      includeUnreviewed: options.includeUnreviewed ?? false,
    });
  }

  return {
    similarNames,

    /**
     * The substances of raw materials' INCI texts (lower-cased name to id). A name nothing matches never passes
     * silently: it becomes a substance marked unreviewed (a CAS or EC number typed as the name is kept as such),
     * and the review hook opens a "substance needs review" issue naming the raw material and the close names.
     */
    async idsForInciNames(
      tx: Executor,
      requests: { name: string; origin: NameOrigin }[],
      actor: Actor,
    ): Promise<Map<string, string>> {
      const repo = createSubstanceRepository(tx);
      const known = await repo.resolveNames(requests.map((request) => request.name));
      const missing = new Map<string, { name: string; origin: NameOrigin }>();
      for (const request of requests) {
        const name = request.name.trim();
        const key = name.toLowerCase();
        if (name && !known.has(key) && !missing.has(key)) missing.set(key, { ...request, name });
      }
      if (missing.size === 0) return new Map([...known].map(([key, value]) => [key, value.id]));
      const created = await repo.insertUnreviewed(
        [...missing.values()].map(({ name }) => ({
          inciName: name,
          casNumbers: isValidCas(name) ? [name] : [],
          ecNumber: isValidEc(name) ? name : null,
        })),
      );
      const opened: UnreviewedSubstanceCreated[] = [];
      for (const row of created) {
        opened.push({
          substanceId: row.id,
          inciName: row.inciName,
          origin: missing.get(row.inciName.toLowerCase())!.origin,
          suggestions: await similarNames(row.inciName, {}, tx),
        });
        await recordActivity(tx, actor, {
          action: 'substance_create',
          entityType: 'substance',
          entityId: row.id,
          description: `Added substance "${row.inciName}" (unreviewed: no substance matched the name)`,
        });
      }
      if (opened.length) {
        await review?.opened(tx, opened, actor);
        await publishEvent(tx, 'substances', null);
      }
      // Created here or, a moment ago, by a concurrent save of the same name.
      for (const [key, value] of await repo.resolveNames([...missing.values()].map(({ name }) => name)))
        known.set(key, value);
      return new Map([...known].map(([key, value]) => [key, value.id]));
    },

    /** The ids of these names that are on file (lower-cased name to id), by INCI name, synonym, CAS or EC. */
    async lookupInciNames(names: string[]): Promise<Map<string, string>> {
      return new Map([...(await read.resolveNames(names))].map(([key, value]) => [key, value.id]));
    },

    /**
     * What a raw material's INCI text resolves to, and otherwise the close names it may have meant (the form's
     * "did you mean"). A match on a substance still unreviewed comes with suggestions too.
     */
    async resolveName(name: string): Promise<{
      match: { id: string; inciName: string; matchedBy: NameMatch; unreviewed: boolean } | null;
      suggestions: SimilarName[];
    }> {
      const found = (await read.resolveNames([name])).get(name.trim().toLowerCase());
      const row = found ? await read.find(found.id) : undefined;
      const match = found && row ? { ...found, unreviewed: row.unreviewed } : null;
      const suggestions =
        match && !match.unreviewed ? [] : (await similarNames(name)).filter((item) => item.id !== match?.id);
      return { match, suggestions };
    },

    /**
     * The regulatory staff reviewed a substance created from an unrecognised name: it is an ordinary catalogue
     * entry from now on, its review issue resolves, and the formulations that hold it are checked again.
     */
    async markReviewed(id: string, revision: number, actor: Actor): Promise<Substance> {
      if (!isUuid(id)) throw notFound('Substance');
      await db.transaction(async (tx) => {
        const repo = createSubstanceRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Substance');
        if (current.revision !== revision) throw staleRevision();
        if (!current.unreviewed) throw conflict(`"${current.inciName}" is already reviewed`);
        if (!(await repo.markReviewed(id, revision))) throw staleRevision();
        await recordActivity(tx, actor, {
          action: 'substance_review',
          entityType: 'substance',
          entityId: id,
          description: `Reviewed substance "${current.inciName}"`,
        });
        await review?.closed(tx, id, 'the substance was reviewed', actor);
        await afterChange?.(tx, id, actor);
        await publishEvent(tx, 'substances', id);
        if (current.usageCount > 0) await publishEvent(tx, 'formulations', null);
      });
      return get(id);
    },
  };
}
