import { ideationSessions } from '../schema.ts';
import { idOf, type SeedContext } from './context.ts';
import { DEMO_FORMULATIONS } from './formulation-data.ts';

const GENERAL_CONTEXT = 'General AI assistance for skincare product development';

interface DemoSession {
  user: string;
  formulation?: string;
  prompt: string;
  title: string;
  tags: string[];
  rating: number | null;
  isImplemented: boolean;
  createdDaysAgo: number;
  response: string;
}

/** Saved built-in advisor answers (docs/product-rules.md, "The AI"), written the way the advisor words them. */
export const DEMO_SESSIONS: readonly DemoSession[] = [
  {
    user: 'scientist',
    formulation: 'matte',
    prompt: 'Cost reduction ideas',
    title: 'Cost reduction ideas for Matte Hydrating Moisturizer',
    tags: ['cost', 'moisturizer'],
    rating: 4,
    isImplemented: false,
    createdDaysAgo: 21,
    response:
      'Cost drivers: niacinamide (about a third of the recipe cost) and sodium hyaluronate (about a quarter). Options: 1) lower niacinamide from 4 % to 3 %: still inside the clinically useful 2-5 % range; 2) drop sodium hyaluronate to 0.1 % and raise glycerin by 1 %: hydration stays close in a corneometer test; 3) replace part of the dimethicone with caprylic/capric triglyceride, which is cheaper per ounce, and check the matte finish in a panel.',
  },
  {
    user: 'pm',
    formulation: 'beard',
    prompt: 'Natural ingredients',
    title: 'Natural alternatives for Beard Softening Oil',
    tags: ['natural', 'fragrance'],
    rating: 4,
    isImplemented: false,
    createdDaysAgo: 35,
    response:
      'The oil is already about 98 % natural origin (ISO 16128). The only synthetic is linalool, a labelled allergen. Replace it with peppermint or more eucalyptus oil from Aromatica Grasse (organic, fair trade): the scent stays fresh, the allergen line goes away and natural origin rises further. Keep the tocopherol: it protects jojoba and squalane from going rancid.',
  },
  {
    user: 'scientist',
    formulation: 'retinol',
    prompt: 'Anti-aging benefits',
    title: 'Anti-aging actives for Retinol Night Renewal Cream',
    tags: ['anti-aging', 'actives'],
    rating: 5,
    isImplemented: true,
    createdDaysAgo: 64,
    response:
      'Present: retinol at 0.25 % (below the EU 0.3 % limit; the Vitamin A warning is required on pack) and tocopherol as antioxidant. Missing: a barrier support to offset retinol dryness (ceramide NP 0.3 %, panthenol 2 %) and niacinamide 2-4 % for tone. For sensitive users, a sister product with bakuchiol 1 % instead of retinol avoids the warning label.',
  },
  {
    user: 'procurement',
    prompt: 'Sustainability improvements',
    title: 'Sustainability improvements across the inventory',
    tags: ['sustainability', 'suppliers'],
    rating: 3,
    isImplemented: false,
    createdDaysAgo: 28,
    response:
      'Lowest-rated ingredients in use: carbomer (30), dimethicone (32) and phenoxyethanol (35). Better-rated alternatives: xanthan gum (80) for gel texture, olive squalane (86) for slip, and a sodium benzoate system for rinse-off products. Certified suppliers to prefer: Botanica Naturals (organic, fair trade, sustainable, cruelty free) and Sahel Shea Cooperative (organic, fair trade).',
  },
  {
    user: 'finance',
    formulation: 'charcoal-v1',
    prompt: 'Cost reduction ideas',
    title: 'Cost reduction for Charcoal Daily Face Wash',
    tags: ['cost', 'cleanser'],
    rating: 5,
    isImplemented: true,
    createdDaysAgo: 30,
    response:
      'Sodium cocoyl isethionate is about half of the recipe cost. Shift the surfactant ratio towards cocamidopropyl betaine (roughly a quarter of the price per ounce): 7 % SCI and 14 % betaine keeps foam volume within 10 % in a cylinder test. Charcoal and fragrance are small contributors; leave them for the brand story.',
  },
  {
    user: 'regulatory',
    formulation: 'bha',
    prompt: 'How do we bring the BHA serum within EU limits?',
    title: 'Bring BHA serum within the EU salicylic acid limit',
    tags: ['compliance', 'serum'],
    rating: null,
    isImplemented: false,
    createdDaysAgo: 2,
    response:
      'Salicylic acid is at 2.5 %; the EU limit is 2.0 % (Annex III/98). Reduce it to 2.0 % and keep efficacy by raising niacinamide from 4 % to 5 % and adjusting the pH to 3.5-4.0 so more acid is free. Re-run stability and the preservative efficacy test after the change.',
  },
  {
    user: 'editor',
    prompt: "New product concepts for the men's range",
    title: "New product concepts for the men's range",
    tags: ['concepts'],
    rating: null,
    isImplemented: false,
    createdDaysAgo: 1,
    response:
      'Three concepts from the current inventory: 1) a tinted matte moisturiser using iron oxides on the Matte Hydrating base; 2) a caffeine and menthol eye stick for travel; 3) a post-shave toner with allantoin and aloe, reusing the Alcohol-Free Balancing Toner base. Each reuses approved ingredients, so safety assessments are shorter.',
  },
];

function contextFor(key: string | undefined): string {
  const f = DEMO_FORMULATIONS.find((candidate) => candidate.key === key);
  if (!f) return GENERAL_CONTEXT;
  return `Formulation "${f.name}" (${f.productType}, ${f.status.replaceAll('_', ' ')}): ${f.description} Target margin ${f.targetMargin}%.`;
}

export async function seedIdeation(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(ideationSessions).values(
    DEMO_SESSIONS.map((s) => ({
      userId: idOf(ctx.users, s.user, 'user'),
      title: s.title,
      prompt: s.prompt,
      context: contextFor(s.formulation),
      response: s.response,
      tags: s.tags,
      formulationId: s.formulation ? idOf(ctx.formulations, s.formulation, 'formulation') : null,
      provider: 'builtin',
      rating: s.rating,
      isImplemented: s.isImplemented,
      createdAt: ctx.daysAgo(s.createdDaysAgo),
      updatedAt: ctx.daysAgo(s.createdDaysAgo),
    })),
  );
}
