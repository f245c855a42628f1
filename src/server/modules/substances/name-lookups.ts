import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { substances } from '../../db/schema.ts';

export type NameMatch = 'inci' | 'synonym' | 'cas' | 'ec';

/**
 * Substances found from names typed or imported as text (ADR 035): exact by INCI name, synonym, CAS or EC number,
 * and "did you mean" by trigram similarity. Part of the substance repository, kept apart for its SQL's length.
 */
export function createSubstanceNameLookups(db: Executor) {
  return {
    /**
     * id and name by a name given as text (a CSV file, a new raw material's INCI name), lower-cased: the substance
     * of that INCI name, else one that has it as a synonym ("Enzacamene" is 4-Methylbenzylidene Camphor).
     */
    async byInciNames(names: string[]): Promise<Map<string, { id: string; inciName: string }>> {
      const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
      if (wanted.length === 0) return new Map();
      const { rows } = await db.execute<{ name: string; id: string; inci_name: string }>(sql`
        select distinct on (q.name) q.name, s.id, s.inci_name
        from unnest(array[${sql.join(
          wanted.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]) as q(name)
        join ${substances} s
          on lower(s.inci_name) = q.name
          or q.name = any (select lower(x) from unnest(s.synonyms) as x)
        order by q.name, (lower(s.inci_name) = q.name) desc, s.inci_name`);
      return new Map(rows.map((row) => [row.name, { id: row.id, inciName: row.inci_name }]));
    },

    /**
     * Substances by names given as text (a raw material's INCI text, a composition cell), lower-cased and
     * trimmed: by INCI name, else a synonym, else a CAS number, else an EC number (ADR 035), so "24634-61-5" typed
     * as an INCI name finds Potassium Sorbate. The first kind that matches wins, then the INCI name's order.
     */
    async resolveNames(
      names: string[],
    ): Promise<Map<string, { id: string; inciName: string; matchedBy: NameMatch }>> {
      const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
      if (wanted.length === 0) return new Map();
      const { rows } = await db.execute<{
        name: string;
        id: string;
        inci_name: string;
        matched_by: NameMatch;
      }>(sql`
        select distinct on (q.name) q.name, s.id, s.inci_name,
          case
            when lower(s.inci_name) = q.name then 'inci'
            when q.name = any (select lower(x) from unnest(s.synonyms) as x) then 'synonym'
            when s.cas_numbers @> array[q.name] then 'cas'
            else 'ec'
          end as matched_by
        from unnest(array[${sql.join(
          wanted.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]) as q(name)
        join ${substances} s
          on lower(s.inci_name) = q.name
          or q.name = any (select lower(x) from unnest(s.synonyms) as x)
          or s.cas_numbers @> array[q.name]
          or lower(s.ec_number) = q.name
        order by q.name,
          case
            when lower(s.inci_name) = q.name then 0
            when q.name = any (select lower(x) from unnest(s.synonyms) as x) then 1
            when s.cas_numbers @> array[q.name] then 2
            else 3
          end,
          s.inci_name`);
      return new Map(
        rows.map((row) => [row.name, { id: row.id, inciName: row.inci_name, matchedBy: row.matched_by }]),
      );
    },

    /**
     * Substances whose INCI name or a synonym is close to a text ("did you mean", ADR 035): trigram similarity
     * (pg_trgm) through the GIN indexes on lower(inci_name) and on the synonyms, closest first. Each comes with
     * the name that was close and its similarity (0-1). For any caller that has a name nothing matched.
     */
    async similarNames(
      text: string,
      options: { limit: number; minSimilarity: number; includeUnreviewed: boolean },
    ) {
      const query = text.trim().toLowerCase();
      if (!query) return [];
      const { rows } = await db.execute<{
        id: string;
        inci_name: string;
        matched_name: string;
        similarity: number;
      }>(sql`
        select s.id, s.inci_name, best.name as matched_name, best.score::float8 as similarity
        from ${substances} s
        cross join lateral (
          select n.name, similarity(lower(n.name), ${query}::text) as score
          from unnest(array[s.inci_name] || s.synonyms) with ordinality as n(name, position)
          order by score desc, n.position
          limit 1
        ) best
        where (lower(s.inci_name) % ${query}::text or ${query}::text <% formulary_names_text(s.synonyms))
          and best.score >= ${options.minSimilarity}
          and (${options.includeUnreviewed} or not s.unreviewed)
        order by best.score desc, s.inci_name
        limit ${options.limit}`);
      return rows.map((row) => ({
        id: row.id,
        inciName: row.inci_name,
        matchedName: row.matched_name,
        similarity: Number(row.similarity),
      }));
    },
  };
}
