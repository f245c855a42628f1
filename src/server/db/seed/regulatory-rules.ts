import type { RuleExposure, RuleType, Severity } from '../../../domain/compliance/constants.ts';
import type { ApplicationArea, ProductType } from '../../../domain/formulation/constants.ts';
import type { UsedAs } from '../../../domain/substance/constants.ts';
import { regulatoryRules } from '../schema.ts';
import { idOf, type SeedContext } from './context.ts';
import { ALL_DEMO_SUBSTANCES } from './substances.ts';

interface DemoRule {
  key: string;
  name: string;
  ruleType: RuleType;
  /** A substance key of the demo catalogue; null for missing INCI. */
  substance: string | null;
  maxPercent?: string;
  productTypes?: ProductType[];
  applicationAreas?: ApplicationArea[];
  exposure?: RuleExposure;
  /** The function of use the rule counts (ADR 034): Annex V preservatives, Annex VI UV filters. */
  usedAs?: UsedAs;
  severity: Severity;
  annexEntry?: string;
  reference: string;
  warningText?: string;
  placingBanFrom?: string;
  makingAvailableBanFrom?: string;
}

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

/** The starter library of DESIGN §9 (EU), each rule with its annex entry and regulation. */
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
  {
    key: 'phenoxy',
    name: 'Phenoxyethanol as preservative: max 1 %',
    ruleType: 'max_concentration',
    substance: 'phenoxy',
    maxPercent: '1',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/29',
    reference: 'Reg. (EC) 1223/2009',
  },
  {
    key: 'benzoic-rinse',
    name: 'Benzoic acid and its sodium salt as preservative: max 2.5 % (acid) in rinse-off products',
    ruleType: 'max_concentration',
    substance: 'benzoic',
    maxPercent: '2.5',
    exposure: 'rinse_off',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/1',
    reference: 'Reg. (EC) 1223/2009 (sodium benzoate counted as the acid x 0.8474; 1.7 % in oral care)',
  },
  {
    key: 'benzoic-leave',
    name: 'Benzoic acid and its sodium salt as preservative: max 0.5 % (acid) in leave-on products',
    ruleType: 'max_concentration',
    substance: 'benzoic',
    maxPercent: '0.5',
    exposure: 'leave_on',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/1',
    reference: 'Reg. (EC) 1223/2009 (sodium benzoate counted as the acid x 0.8474)',
  },
  {
    key: 'sorbic',
    name: 'Sorbic acid and its salts as preservative: max 0.6 % (acid)',
    ruleType: 'max_concentration',
    substance: 'sorbic',
    maxPercent: '0.6',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/4',
    reference: 'Reg. (EC) 1223/2009 (potassium sorbate counted as the acid x 0.7464)',
  },
  {
    key: 'salicylic-preservative',
    name: 'Salicylic acid and its salts as preservative: max 0.5 % (acid)',
    ruleType: 'max_concentration',
    substance: 'salicylic',
    maxPercent: '0.5',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/3',
    reference: 'Reg. (EU) 2021/850 (salts counted as the acid; not in products for children under 3)',
  },
  {
    key: 'benzyl',
    name: 'Benzyl alcohol as preservative: max 1 %',
    ruleType: 'max_concentration',
    substance: 'benzyl',
    maxPercent: '1',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/34',
    reference: 'Reg. (EC) 1223/2009',
  },
  // Annex VI: a UV filter in any product, a sunscreen or an SPF moisturizer alike.
  {
    key: 'zinc',
    name: 'Zinc oxide as UV filter: max 25 %',
    ruleType: 'max_concentration',
    substance: 'zinc',
    maxPercent: '25',
    usedAs: 'uv_filter',
    severity: 'medium',
    annexEntry: 'Annex VI/30, 30a (nano)',
    reference:
      'Reg. (EC) 1223/2009; nano form: not in applications that may lead to exposure of the lungs by inhalation',
  },
  {
    key: 'titanium',
    name: 'Titanium dioxide as UV filter: max 25 %',
    ruleType: 'max_concentration',
    substance: 'titanium',
    maxPercent: '25',
    usedAs: 'uv_filter',
    severity: 'medium',
    annexEntry: 'Annex VI/27, 27a (nano)',
    reference:
      'Reg. (EC) 1223/2009; nano form: not in applications that may lead to exposure of the lungs by inhalation',
  },
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
        region: 'EU',
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: regulatoryRules.id, name: regulatoryRules.name });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  for (const rule of DEMO_RULES) ctx.rules[rule.key] = byName.get(rule.name)!;
}
