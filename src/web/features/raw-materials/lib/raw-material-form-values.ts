import {
  DEFAULT_SHELF_LIFE_MONTHS,
  DEFAULT_SUSTAINABILITY_RATING,
} from '../../../../domain/raw-material/constants.ts';
import type { RawMaterial } from '../../../../domain/raw-material/raw-material-schema.ts';
import { isPerfumeMaterial, type UsedAs } from '../../../../domain/substance/constants.ts';
import { trimDecimal } from '../../../lib/format.ts';

/** One row of the composition table: a substance and its share, exact or as a supplier's range. */
export interface CompositionFormRow {
  substanceId: string;
  inciName: string;
  mode: 'exact' | 'range';
  percent: string;
  minPercent: string;
  maxPercent: string;
  /** What the substance does here; '' until chosen: the category's default (ADR 034). */
  usedAs: UsedAs | '';
  /** Shown only: the substance still needs review (ADR 035). */
  unreviewed?: boolean;
}

/** What the raw material form holds: text as typed, so a half-typed number is never lost or rounded. */
export interface RawMaterialFormState {
  name: string;
  incisName: string;
  description: string;
  category: string;
  supplierId: string;
  unitCost: string;
  unit: string;
  density: string;
  qualityGrade: string;
  sustainabilityRating: string;
  shelfLifeMonths: string;
  regulatoryRestrictions: string[];
  allergenInfo: string;
  storageConditions: string;
  waterLitersPerOz: string;
  carbonKgPerOz: string;
  composition: CompositionFormRow[];
  declaredAsParfum: boolean;
  /** A perfume's IFRA certificate levels (ADR 063), as typed. */
  ifraLimits: { category: string; maxPercent: string }[];
}

/** The form's starting values: the defaults for a new raw material (docs/product-rules.md, "Supply"), else the raw material's own. */
export function rawMaterialFormDefaults(rawMaterial?: RawMaterial): RawMaterialFormState {
  if (!rawMaterial) {
    return {
      name: '',
      incisName: '',
      description: '',
      category: '',
      supplierId: '',
      unitCost: '',
      unit: 'oz',
      density: '',
      qualityGrade: 'cosmetic',
      sustainabilityRating: String(DEFAULT_SUSTAINABILITY_RATING),
      shelfLifeMonths: String(DEFAULT_SHELF_LIFE_MONTHS),
      regulatoryRestrictions: [],
      allergenInfo: '',
      storageConditions: '',
      waterLitersPerOz: '',
      carbonKgPerOz: '',
      composition: [],
      declaredAsParfum: false,
      ifraLimits: [],
    };
  }
  return {
    name: rawMaterial.name,
    incisName: rawMaterial.incisName ?? '',
    description: rawMaterial.description,
    category: rawMaterial.category,
    supplierId: rawMaterial.supplierId ?? '',
    unitCost: trimDecimal(rawMaterial.unitCost),
    unit: rawMaterial.unit,
    density: trimDecimal(rawMaterial.density),
    qualityGrade: rawMaterial.qualityGrade,
    sustainabilityRating: String(rawMaterial.sustainabilityRating),
    shelfLifeMonths: String(rawMaterial.shelfLifeMonths),
    regulatoryRestrictions: [...rawMaterial.regulatoryRestrictions],
    allergenInfo: rawMaterial.allergenInfo ?? '',
    storageConditions: rawMaterial.storageConditions ?? '',
    waterLitersPerOz: trimDecimal(rawMaterial.waterLitersPerOz),
    carbonKgPerOz: trimDecimal(rawMaterial.carbonKgPerOz),
    composition: rawMaterial.composition.map((row) => ({
      substanceId: row.substanceId,
      inciName: row.inciName,
      mode: row.percent === null ? 'range' : 'exact',
      percent: trimDecimal(row.percent),
      minPercent: trimDecimal(row.minPercent),
      maxPercent: trimDecimal(row.maxPercent),
      usedAs: row.usedAs,
      ...(row.unreviewed && { unreviewed: true }),
    })),
    declaredAsParfum: rawMaterial.declaredAsParfum,
    ifraLimits: rawMaterial.ifraLimits.map((limit) => ({
      category: limit.category,
      maxPercent: trimDecimal(limit.maxPercent),
    })),
  };
}

function compositionPayload(row: CompositionFormRow) {
  const usedAs = row.usedAs || null;
  return row.mode === 'exact'
    ? { substanceId: row.substanceId, percent: row.percent.trim(), usedAs }
    : {
        substanceId: row.substanceId,
        minPercent: row.minPercent.trim(),
        maxPercent: row.maxPercent.trim(),
        usedAs,
      };
}

/** A whole number typed as text becomes a number; anything else stays text so validation names the field. */
export function integerOrText(value: string): number | string {
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * The body of POST / PUT /api/ingredients (docs/product-rules.md, "API conventions": unitCost sent as text). Blank optional fields are left
 * out (the server's defaults apply) or sent as null; a blank sustainability figure is "No data yet".
 */
export function toRawMaterialPayload(form: RawMaterialFormState, revision?: number) {
  const optionalNumber = (value: string) => value.trim() || null;
  const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : integerOrText(value));
  return {
    name: form.name.trim(),
    incisName: form.incisName.trim() || null,
    description: form.description.trim(),
    category: form.category || undefined,
    supplierId: form.supplierId || null,
    unitCost: form.unitCost.trim(),
    unit: form.unit,
    density: optionalNumber(form.density),
    qualityGrade: form.qualityGrade,
    sustainabilityRating: blankToUndefined(form.sustainabilityRating),
    shelfLifeMonths: blankToUndefined(form.shelfLifeMonths),
    regulatoryRestrictions: form.regulatoryRestrictions.map((item) => item.trim()).filter(Boolean),
    allergenInfo: form.allergenInfo.trim() || null,
    storageConditions: form.storageConditions.trim() || null,
    waterLitersPerOz: optionalNumber(form.waterLitersPerOz),
    carbonKgPerOz: optionalNumber(form.carbonKgPerOz),
    // Empty: one substance, the INCI name, at 100 % (the server finds or creates it).
    composition: form.composition.map(compositionPayload),
    declaredAsParfum: form.declaredAsParfum,
    // Only a perfume shows its IFRA table (ADR 063); otherwise the levels on file are left as they are.
    ...(isPerfumeMaterial(form.category, form.declaredAsParfum) && {
      ifraLimits: form.ifraLimits.map((limit) => ({
        category: limit.category,
        maxPercent: limit.maxPercent.trim(),
      })),
    }),
    ...(revision !== undefined && { revision }),
  };
}
export type RawMaterialPayload = ReturnType<typeof toRawMaterialPayload>;
