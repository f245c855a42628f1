import { substanceInputSchema } from '../../../domain/substance/substance-schema.ts';
import { substanceCountsAs, substances } from '../schema.ts';
import { ALLERGEN_TABLE } from './allergen-table.ts';
import { idOf, type SeedContext } from './context.ts';
import { DEMO_COUNTS_AS, DEMO_SUBSTANCES, type DemoSubstance } from './substance-table.ts';

const ALLERGEN_REGULATION = 'Reg. (EU) 2023/1545';

function allergenRows(): DemoSubstance[] {
  return ALLERGEN_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [key, inciName, cas, ec, entry] = line.split('|').map((cell) => cell.trim());
      return {
        key: key!,
        inciName: inciName!,
        cas: cas!.split(';'),
        ec: ec === '-' ? undefined : ec,
        functions: ['fragrance'],
        // Essential oils and extracts are natural (1); the aroma chemicals here are filed as synthetic (0).
        naturalOriginIndex: /\b(Oil|Extract)$/.test(inciName!) ? '1' : '0',
        allergen: true,
        annexEntry:
          entry === '-'
            ? `Annex III (fragrance allergen, ${ALLERGEN_REGULATION})`
            : `Annex III/${entry}; ${ALLERGEN_REGULATION}`,
      };
    });
}

/** Every demo substance (allergens included), each through the catalogue's own schema: a bad CAS fails here. */
export const ALL_DEMO_SUBSTANCES: readonly DemoSubstance[] = [...DEMO_SUBSTANCES, ...allergenRows()];

export async function seedSubstances(ctx: SeedContext): Promise<void> {
  const createdAt = ctx.daysAgo(240);
  const values = ALL_DEMO_SUBSTANCES.map((s) => {
    const input = substanceInputSchema.parse({
      inciName: s.inciName,
      casNumbers: s.cas,
      ecNumber: s.ec ?? null,
      synonyms: s.synonyms ?? [],
      functions: s.functions,
      allergen: s.allergen ?? false,
      fragrance: s.fragrance ?? false,
      colourIndex: s.colourIndex ?? null,
      nano: s.nano ?? false,
      naturalOriginIndex: s.naturalOriginIndex,
      annexEntry: s.annexEntry ?? null,
    });
    return {
      ...input,
      naturalOriginIndex: s.naturalOriginIndex,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const rows = await ctx.tx
    .insert(substances)
    .values(values.map(({ countsAs: _countsAs, revision: _revision, ...row }) => row))
    .returning({ id: substances.id, inciName: substances.inciName });
  const byName = new Map(rows.map((row) => [row.inciName, row.id]));
  for (const s of ALL_DEMO_SUBSTANCES) ctx.substances[s.key] = byName.get(s.inciName)!;
  await ctx.tx.insert(substanceCountsAs).values(
    DEMO_COUNTS_AS.map(([from, to, factor]) => ({
      substanceId: idOf(ctx.substances, from, 'substance'),
      targetId: idOf(ctx.substances, to, 'substance'),
      factor,
    })),
  );
}
