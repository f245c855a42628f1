import type { ApplicationArea, ProductType } from '../../../domain/formulation/constants.ts';
import { regulatoryRules } from '../schema.ts';
import { idOf, type SeedContext } from './context.ts';
import { type DemoRule, PRESERVATIVES_AND_UV_FILTERS } from './regulatory-rules-annex-v-vi.ts';
import { ALL_DEMO_SUBSTANCES } from './substances.ts';

/** "Face cream" and "body lotion" as the annexes use them: leave-on care products on the face, on the body. */
const FACE_CREAM = {
  productTypes: ['moisturizer', 'treatment', 'serum'] as ProductType[],
  applicationAreas: ['face'] as ApplicationArea[],
  exposure: 'leave_on' as const,
};
const BODY_LOTION = {
  productTypes: ['moisturizer'] as ProductType[],
  applicationAreas: ['body'] as ApplicationArea[],
  exposure: 'leave_on' as const,
};

const VITAMIN_A = {
  ruleType: 'max_concentration' as const,
  substance: 'retinol',
  severity: 'high' as const,
  annexEntry: 'Annex III/376',
  reference: 'Reg. (EU) 2024/996 (retinol, retinyl acetate and retinyl palmitate as retinol equivalent)',
  warningText: 'Contains Vitamin A. Consider your daily intake before use.',
  placingBanFrom: '2025-11-01',
  makingAvailableBanFrom: '2027-05-01',
};
const SALICYLIC = {
  ruleType: 'max_concentration' as const,
  substance: 'salicylic',
  severity: 'high' as const,
  annexEntry: 'Annex III/98',
  reference: 'Reg. (EU) 2021/850 (salts counted as the acid)',
  warningText: 'Not to be used for children under 3 years of age.',
};
const ARBUTINS = {
  ruleType: 'conditional' as const,
  severity: 'high' as const,
  reference: 'Reg. (EU) 2024/996 (hydroquinone at unavoidable traces only)',
  placingBanFrom: '2025-02-01',
  makingAvailableBanFrom: '2025-11-01',
};

/** The starter library of docs/product-rules.md, "Compliance" (EU), each rule with its annex entry and regulation. */
const LIMITS: DemoRule[] = [
  { key: 'retinol', name: 'Vitamin A: max 0.3 % retinol equivalent', maxPercent: '0.3', ...VITAMIN_A },
  {
    key: 'retinol-body',
    name: 'Vitamin A: max 0.05 % retinol equivalent in body lotion',
    maxPercent: '0.05',
    ...BODY_LOTION,
    ...VITAMIN_A,
  },
  { key: 'salicylic', name: 'Salicylic acid: max 2 %', maxPercent: '2', ...SALICYLIC },
  {
    key: 'salicylic-hair',
    name: 'Salicylic acid: max 3 % in rinse-off hair products',
    maxPercent: '3',
    applicationAreas: ['hair', 'scalp'],
    exposure: 'rinse_off',
    ...SALICYLIC,
    warningText: undefined,
  },
  {
    key: 'salicylic-body',
    name: 'Salicylic acid: max 0.5 % in body lotion',
    maxPercent: '0.5',
    ...BODY_LOTION,
    ...SALICYLIC,
  },
  {
    key: 'salicylic-eye-lips',
    name: 'Salicylic acid: max 0.5 % in eye and lip products',
    maxPercent: '0.5',
    applicationAreas: ['eye_area', 'lips'],
    ...SALICYLIC,
  },
  {
    key: 'peroxide',
    name: 'Hydrogen peroxide (present or released): max 4 % in skin products',
    ruleType: 'max_concentration',
    substance: 'peroxide',
    maxPercent: '4',
    applicationAreas: ['face', 'eye_area', 'body', 'hands'],
    severity: 'high',
    annexEntry: 'Annex III/12',
    reference: 'Reg. (EU) 2019/831 (urea peroxide counted as the hydrogen peroxide it releases)',
    warningText:
      'Contains hydrogen peroxide. Avoid contact with eyes. Rinse eyes immediately if the product comes into contact with them.',
  },
  {
    key: 'alpha-arbutin-face',
    name: 'Alpha-arbutin: max 2 % in face cream',
    substance: 'alpha-arbutin',
    maxPercent: '2',
    ...FACE_CREAM,
    annexEntry: 'Annex III/377',
    ...ARBUTINS,
  },
  {
    key: 'alpha-arbutin-body',
    name: 'Alpha-arbutin: max 0.5 % in body lotion',
    substance: 'alpha-arbutin',
    maxPercent: '0.5',
    ...BODY_LOTION,
    annexEntry: 'Annex III/377',
    ...ARBUTINS,
  },
  {
    key: 'arbutin-face',
    name: 'Arbutin: max 7 % in face cream',
    substance: 'arbutin',
    maxPercent: '7',
    ...FACE_CREAM,
    annexEntry: 'Annex III/378',
    ...ARBUTINS,
  },
  {
    key: 'kojic',
    name: 'Kojic acid: max 1 % in face and hand products',
    ruleType: 'conditional',
    substance: 'kojic',
    maxPercent: '1',
    applicationAreas: ['face', 'hands'],
    severity: 'high',
    annexEntry: 'Annex III/375',
    reference: 'Reg. (EU) 2024/996',
    placingBanFrom: '2025-02-01',
    makingAvailableBanFrom: '2025-11-01',
  },
  {
    key: 'mbc',
    name: '4-Methylbenzylidene camphor: prohibited',
    ruleType: 'prohibited',
    substance: 'mbc',
    severity: 'critical',
    annexEntry: 'Annex II/1730',
    reference: 'Reg. (EU) 2024/996 (formerly UV filter Annex VI/18)',
    placingBanFrom: '2025-05-01',
    makingAvailableBanFrom: '2026-05-01',
  },
  ...PRESERVATIVES_AND_UV_FILTERS,
  {
    key: 'missing-inci',
    name: 'Raw material without a composition',
    ruleType: 'missing_inci',
    substance: null,
    severity: 'low',
    reference: 'Reg. (EC) 1223/2009 Art. 19(1)(g)',
  },
];

/**
 * Every labelled fragrance allergen of the catalogue: named above 0.001 % leave-on, 0.01 % rinse-off. The
 * entries 2023/1545 added bind products placed on the market from 31 July 2026.
 */
const ALLERGEN_RULES: DemoRule[] = ALL_DEMO_SUBSTANCES.filter((s) => s.allergen).map((s) => {
  const added = s.annexEntry?.includes('fragrance allergen, Reg. (EU) 2023/1545');
  return {
    key: `allergen-${s.key}`,
    name: `${s.inciName}: label above 0.001 % leave-on, 0.01 % rinse-off`,
    ruleType: 'allergen_label',
    substance: s.key,
    severity: 'medium',
    annexEntry: s.annexEntry?.split(';')[0] ?? 'Annex III',
    reference: 'Reg. (EU) 2023/1545',
    ...(added && { placingBanFrom: '2026-07-31', makingAvailableBanFrom: '2028-07-31' }),
  };
});

export const DEMO_RULES: readonly DemoRule[] = [...LIMITS, ...ALLERGEN_RULES];

export async function seedRegulatoryRules(ctx: SeedContext): Promise<void> {
  const createdAt = ctx.daysAgo(238);
  const rows = await ctx.tx
    .insert(regulatoryRules)
    .values(
      DEMO_RULES.map((rule) => ({
        name: rule.name,
        ruleType: rule.ruleType,
        substanceId: rule.substance === null ? null : idOf(ctx.substances, rule.substance, 'substance'),
        maxPercent: rule.maxPercent ?? null,
        productTypes: rule.productTypes ?? null,
        applicationAreas: rule.applicationAreas ?? null,
        exposure: rule.exposure ?? 'all',
        usedAs: rule.usedAs ?? null,
        severity: rule.severity,
        annexEntry: rule.annexEntry ?? null,
        reference: rule.reference,
        warningText: rule.warningText ?? null,
        placingBanFrom: rule.placingBanFrom ?? null,
        makingAvailableBanFrom: rule.makingAvailableBanFrom ?? null,
        market: 'EU',
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: regulatoryRules.id, name: regulatoryRules.name });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  for (const rule of DEMO_RULES) ctx.rules[rule.key] = byName.get(rule.name)!;
}
