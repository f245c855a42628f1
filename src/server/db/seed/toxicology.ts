import { toxicologyProfiles } from '../schema.ts';
import type { SeedContext } from './context.ts';
import { ALL_DEMO_SUBSTANCES } from './substances.ts';
import { DATA_MISSING_NOTE, DEMO_PROFILES } from './toxicology-table.ts';

/** Every demo substance gets a profile: the published figures where there are some, "data missing" otherwise. */
export async function seedToxicology(ctx: SeedContext): Promise<void> {
  const at = ctx.daysAgo(200);
  await ctx.tx.insert(toxicologyProfiles).values(
    ALL_DEMO_SUBSTANCES.map((substance) => {
      const profile = DEMO_PROFILES[substance.key];
      return {
        substanceId: ctx.substances[substance.key]!,
        pointOfDeparture: profile?.pointOfDeparture ?? null,
        podType: profile?.podType ?? null,
        route: profile?.route ?? null,
        source: profile?.source ?? null,
        sourceDate: profile?.sourceDate ?? null,
        dermalAbsorption: profile?.dermalAbsorption ?? null,
        cmr: profile?.cmr ?? false,
        sensitiser: profile?.sensitiser ?? substance.allergen ?? false,
        note: profile?.note ?? DATA_MISSING_NOTE,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
