import type { RuleScope, RuleType, Severity } from '../../../domain/compliance/constants.ts';
import type { ProductType } from '../../../domain/formulation/constants.ts';
import { regulatoryRules } from '../schema.ts';
import type { SeedContext } from './context.ts';

interface DemoRule {
  key: string;
  name: string;
  ruleType: RuleType;
  substance: string | null;
  maxPercent: string | null;
  productTypes: ProductType[] | null;
  scope: RuleScope;
  severity: Severity;
  reference: string;
  warningText?: string;
}

const FACE_LEAVE_ON: ProductType[] = ['moisturizer', 'serum', 'treatment', 'balm'];

/** The starter library of DESIGN §9 (EU); regulatory staff extend it in the app. */
const LIMITS: DemoRule[] = [
  {
    key: 'salicylic',
    name: 'Salicylic acid: max 2.0 %',
    ruleType: 'max_concentration',
    substance: 'Salicylic Acid',
    maxPercent: '2.0',
    productTypes: null,
    scope: 'all',
    severity: 'high',
    reference:
      'Reg. (EC) 1223/2009 Annex III/98; Reg. (EU) 2021/850 (3.0 % rinse-off hair, 0.5 % body lotion)',
    warningText: 'Not to be used for children under 3 years of age.',
  },
  {
    key: 'peroxide',
    name: 'Hydrogen peroxide: max 4 % in skin products',
    ruleType: 'max_concentration',
    substance: 'Hydrogen Peroxide',
    maxPercent: '4.0',
    productTypes: null,
    scope: 'all',
    severity: 'high',
    reference: 'Reg. (EC) 1223/2009 Annex III/12; Reg. (EU) 2019/831',
    warningText:
      'Contains hydrogen peroxide. Avoid contact with eyes. Rinse eyes immediately if the product comes into contact with them.',
  },
  {
    key: 'retinol',
    name: 'Retinol: max 0.3 % retinol equivalent',
    ruleType: 'max_concentration',
    substance: 'Retinol',
    maxPercent: '0.3',
    productTypes: null,
    scope: 'all',
    severity: 'high',
    reference: 'Reg. (EU) 2024/996 (0.05 % retinol equivalent in body lotion)',
    warningText: 'Contains Vitamin A. Consider your daily intake before use.',
  },
  {
    key: 'arbutin',
    name: 'Alpha-arbutin: max 2 % in face cream',
    ruleType: 'max_concentration',
    substance: 'Alpha-Arbutin',
    maxPercent: '2.0',
    productTypes: FACE_LEAVE_ON,
    scope: 'leave_on',
    severity: 'high',
    reference: 'Reg. (EU) 2024/996 (0.5 % in body lotion)',
  },
  {
    key: 'kojic',
    name: 'Kojic acid: max 1 % in face and hand products',
    ruleType: 'max_concentration',
    substance: 'Kojic Acid',
    maxPercent: '1.0',
    productTypes: null,
    scope: 'all',
    severity: 'high',
    reference: 'Reg. (EU) 2024/996',
  },
  {
    key: 'mbc',
    name: '4-Methylbenzylidene camphor: prohibited',
    ruleType: 'prohibited',
    substance: '4-Methylbenzylidene Camphor',
    maxPercent: null,
    productTypes: null,
    scope: 'all',
    severity: 'critical',
    reference: 'Reg. (EU) 2024/996 (Annex II; placing on the market banned from 1 May 2025)',
  },
  {
    key: 'zinc',
    name: 'Zinc oxide as UV filter: max 25 %',
    ruleType: 'max_concentration',
    substance: 'Zinc Oxide',
    maxPercent: '25',
    productTypes: ['sunscreen'],
    scope: 'all',
    severity: 'medium',
    reference: 'Reg. (EC) 1223/2009 Annex VI/30',
  },
  {
    key: 'titanium',
    name: 'Titanium dioxide as UV filter: max 25 %',
    ruleType: 'max_concentration',
    substance: 'Titanium Dioxide',
    maxPercent: '25',
    productTypes: ['sunscreen'],
    scope: 'all',
    severity: 'medium',
    reference: 'Reg. (EC) 1223/2009 Annex VI/27',
  },
  {
    key: 'phenoxy',
    name: 'Phenoxyethanol: max 1 %',
    ruleType: 'max_concentration',
    substance: 'Phenoxyethanol',
    maxPercent: '1.0',
    productTypes: null,
    scope: 'all',
    severity: 'medium',
    reference: 'Reg. (EC) 1223/2009 Annex V/29',
  },
  {
    key: 'missing-inci',
    name: 'Ingredient without an INCI name',
    ruleType: 'missing_inci',
    substance: null,
    maxPercent: null,
    productTypes: null,
    scope: 'all',
    severity: 'low',
    reference: 'Reg. (EC) 1223/2009 Art. 19(1)(g)',
  },
];

/** Fragrance allergens with their Annex III entry: labelled above 0.001 % leave-on, 0.01 % rinse-off. */
const ALLERGENS: [string, number][] = [
  ['Linalool', 84],
  ['Limonene', 88],
  ['Citral', 70],
  ['Benzyl Alcohol', 68],
  ['Cinnamyl Alcohol', 69],
  ['Geraniol', 78],
  ['Citronellol', 86],
  ['Eugenol', 71],
  ['Coumarin', 77],
];

const ALLERGEN_RULES: DemoRule[] = ALLERGENS.flatMap(([substance, entry]) =>
  (
    [
      ['leave_on', '0.001'],
      ['rinse_off', '0.01'],
    ] as const
  ).map(([scope, maxPercent]) => ({
    key: `${substance.toLowerCase().replaceAll(' ', '-')}-${scope}`,
    name: `${substance}: label above ${maxPercent} % (${scope === 'leave_on' ? 'leave-on' : 'rinse-off'})`,
    ruleType: 'allergen_label' as const,
    substance,
    maxPercent,
    productTypes: null,
    scope,
    severity: 'medium' as const,
    reference: `Reg. (EC) 1223/2009 Annex III/${entry}; Reg. (EU) 2023/1545`,
  })),
);

export const DEMO_RULES: readonly DemoRule[] = [...LIMITS, ...ALLERGEN_RULES];

export async function seedRegulatoryRules(ctx: SeedContext): Promise<void> {
  const createdAt = ctx.daysAgo(238);
  const rows = await ctx.tx
    .insert(regulatoryRules)
    .values(
      DEMO_RULES.map(({ key: _key, warningText, ...rule }) => ({
        ...rule,
        warningText: warningText ?? null,
        region: 'EU',
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: regulatoryRules.id, name: regulatoryRules.name });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  for (const rule of DEMO_RULES) ctx.rules[rule.key] = byName.get(rule.name)!;
}
