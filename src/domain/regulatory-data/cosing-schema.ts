import { z } from 'zod';
import { RULE_EXPOSURES } from '../compliance/constants.ts';
import { APPLICATION_AREAS, PRODUCT_TYPES } from '../formulation/constants.ts';
import { PRODUCT_CATEGORY_KEYS } from './product-categories.ts';

/**
 * The typed, validated form of a CosIng annex export (Annexes II to VI of Reg. (EC) No 1223/2009): the
 * structure read from the legal text, with the legal text itself kept verbatim beside it. How the text is
 * structured, and when an entry is left for review, is ADR 046.
 */

export const ANNEXES = ['II', 'III', 'IV', 'V', 'VI'] as const;
export type Annex = (typeof ANNEXES)[number];

/** What a substance does in a product, as composition rows name it: the positive lists bind by function. */
export const USED_AS = ['uv_filter', 'preservative', 'colourant', 'perfume', 'other'] as const;
export type UsedAs = (typeof USED_AS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A percentage as exact decimal text ("0.5", "7.34"). */
const percent = z.string().regex(/^\d+(\.\d+)?$/);
const legal = z.string().max(50_000);
const short = z.string().max(500);
const category = z.enum(PRODUCT_CATEGORY_KEYS);

export const registryNumberSchema = z.object({ value: z.string().max(40), valid: z.boolean() });
export type RegistryNumber = z.infer<typeof registryNumberSchema>;

/** A maximum concentration: in the ready-for-use product unless `afterMixing` (hair dyes, nail systems). */
export const maximumSchema = z.object({
  percent,
  /** "calculated as thioglycollic acid", "(as NH3)", "(acid)": what the percentage counts. */
  calculatedAs: short.nullable(),
  afterMixing: z.boolean(),
  /** A band's lower end, exclusive: "> 0,1 % ≤ 6 %" holds from above 0.1 %. */
  abovePercent: percent.nullable(),
  /** The maximum holds only in these products ("1.0 % in fine fragrance", "1 %, when used in lip products"). */
  within: z.array(category),
  appliesFrom: isoDate.nullable(),
  text: legal,
});
export type Maximum = z.infer<typeof maximumSchema>;

export const OTHER_CONDITION_KINDS = [
  /** Purity, impurities, nanomaterial specifications, peroxide values: what the raw material must meet. */
  'raw_material',
  /** A limit on the sum with related substances ("total F concentration must not exceed 0,15 %"). */
  'combined_limit',
  'ph',
  /** How the product is used or sold: not with nitrosating agents, in nitrite-free containers, sold to dentists. */
  'use',
  /** A pointer elsewhere ("For use as a colourant, see Annex IV, No 143"). */
  'reference',
  'note',
] as const;
export const otherConditionSchema = z.object({
  kind: z.enum(OTHER_CONDITION_KINDS),
  text: legal,
  appliesFrom: isoDate.nullable(),
});
export type OtherCondition = z.infer<typeof otherConditionSchema>;

/** A line the label must carry (column "Wording of conditions of use and warnings"), verbatim. */
export const warningSchema = z.object({
  text: legal,
  /** Under "Conditions of use:" or under a warnings heading (the default). */
  kind: z.enum(['label_warning', 'condition_of_use']),
  /** The warning applies only above this percentage ("Above 2 %: Contains ammonia"). */
  thresholdPercent: percent.nullable(),
  appliesFrom: isoDate.nullable(),
  /** When the warning is required only in some products ("For any toothpaste ... the following labelling"). */
  onlyWhen: legal.nullable(),
});
export type Warning = z.infer<typeof warningSchema>;

/** Where a condition holds, in the annex's own product categories (table in product-categories.ts). */
export const productScopeSchema = z.object({
  /** Empty: every product. */
  include: z.array(category),
  exclude: z.array(category),
  /** "Other products": every product the entry's other lettered conditions do not name. */
  otherProducts: z.boolean(),
  usedAs: z.enum(USED_AS).nullable(),
  /** "For purposes other than inhibiting the development of micro-organisms": not as a preservative. */
  notUsedAs: z.array(z.enum(USED_AS)),
});
export type ProductScope = z.infer<typeof productScopeSchema>;

/** The scope in the vocabulary of the project's formulations (rule conditions); `exact` false when wider. */
export const projectScopeSchema = z.object({
  productTypes: z.array(z.enum(PRODUCT_TYPES)).nullable(),
  applicationAreas: z.array(z.enum(APPLICATION_AREAS)).nullable(),
  exposure: z.enum(RULE_EXPOSURES),
  excludedApplicationAreas: z.array(z.enum(APPLICATION_AREAS)),
  /** Categories the formulations cannot express (hair dyes, sprays, children's products...). */
  unexpressed: z.array(category),
  exact: z.boolean(),
});
export type ProjectScope = z.infer<typeof projectScopeSchema>;

export const LEGAL_COLUMNS = ['productType', 'maximum', 'other', 'wording'] as const;
export type LegalColumn = (typeof LEGAL_COLUMNS)[number];

export const conditionSchema = z.object({
  /** "a", "b", "a.i" for "(a) (i)"; null when the entry is not lettered. */
  letter: z.string().max(10).nullable(),
  scope: productScopeSchema,
  /** The scope for the project's formulations; null when it names no product the formulations can be. */
  projectScope: projectScopeSchema.nullable(),
  /** Every maximum must hold (several when the text gives one per basis: "20 % (as ...) / 5.4 % (as Zr)"). */
  maxima: z.array(maximumSchema),
  /** "Professional use" true, "General use" false, null when the text does not say. */
  professionalUse: z.boolean().nullable(),
  appliesFrom: isoDate.nullable(),
  placingBanFrom: isoDate.nullable(),
  makingAvailableBanFrom: isoDate.nullable(),
  /** "must be indicated in the list of ingredients when its concentration exceeds 0,001 % / 0,01 %". */
  labelling: z
    .object({ leaveOnPercent: percent, rinseOffPercent: percent, labelName: short.nullable() })
    .nullable(),
  otherConditions: z.array(otherConditionSchema),
  warnings: z.array(warningSchema),
  /** The legal text of this condition, column by column, verbatim (its letter's part and the shared part). */
  legalText: z.record(z.enum(LEGAL_COLUMNS), legal),
  needsReview: z.boolean(),
  reviewReasons: z.array(z.string().max(2000)),
});
export type Condition = z.infer<typeof conditionSchema>;

const entryBase = {
  referenceNumber: z.string().max(20),
  /** 1 for the first row with this reference number, 2 for the next: CosIng keeps superseded versions. */
  occurrence: z.number().int().min(1),
  /** The record's position in the file (1-based, title lines counted; a cell may span several lines). */
  row: z.number().int().min(1),
  /** "Moved or deleted": kept as the Commission lists it, with no substance and no condition. */
  deleted: z.boolean(),
  chemicalName: legal.nullable(),
  inciNames: z.array(short),
  casNumbers: z.array(registryNumberSchema),
  ecNumbers: z.array(registryNumberSchema),
  regulation: short.nullable(),
  otherRegulations: legal.nullable(),
  sccsOpinions: legal.nullable(),
  iupacName: legal.nullable(),
  identifiedIngredients: z.array(short),
  cmr: short.nullable(),
  updateDate: isoDate.nullable(),
  needsReview: z.boolean(),
  reviewReasons: z.array(z.string().max(2000)),
  /** The row as exported, header name to cell, verbatim. */
  cells: z.record(z.string(), legal),
};

export const prohibitionEntrySchema = z.object({ annex: z.literal('II'), ...entryBase });
export const restrictionEntrySchema = z.object({
  annex: z.enum(['III', 'V', 'VI']),
  ...entryBase,
  conditions: z.array(conditionSchema),
});
export const colourantEntrySchema = z.object({
  annex: z.literal('IV'),
  ...entryBase,
  colourIndexNumbers: z.array(z.string().max(20)),
  colour: short.nullable(),
  conditions: z.array(conditionSchema),
});
export const cosingEntrySchema = z.discriminatedUnion('annex', [
  prohibitionEntrySchema,
  restrictionEntrySchema,
  colourantEntrySchema,
]);
export type ProhibitionEntry = z.infer<typeof prohibitionEntrySchema>;
export type RestrictionEntry = z.infer<typeof restrictionEntrySchema>;
export type ColourantEntry = z.infer<typeof colourantEntrySchema>;
export type CosingEntry = z.infer<typeof cosingEntrySchema>;

export const cosingFileSchema = z.object({
  annex: z.enum(ANNEXES),
  /** "LIST OF SUBSTANCES PROHIBITED IN COSMETIC PRODUCTS". */
  title: short,
  lastUpdate: isoDate,
  fileCreationDate: isoDate,
  columns: z.array(short),
  /**
   * How the condition columns were read: as labelled, or shifted by one to the right of their header (Annex
   * IV's export leaves "Product Type, body parts" empty and writes each value one column further on).
   */
  layout: z.enum(['as_labelled', 'shifted_right']),
  entries: z.array(cosingEntrySchema),
});
export type CosingFile = z.infer<typeof cosingFileSchema>;

export const cosingStatsSchema = z.object({
  annex: z.enum(ANNEXES),
  entries: z.number().int(),
  deleted: z.number().int(),
  referenceNumbers: z.number().int(),
  conditions: z.number().int(),
  structuredEntries: z.number().int(),
  needsReviewEntries: z.number().int(),
  structuredConditions: z.number().int(),
  needsReviewConditions: z.number().int(),
  /** Structured entries over entries in force (not deleted), 0..1. */
  structuredShare: z.number(),
});
export type CosingStats = z.infer<typeof cosingStatsSchema>;
