import { describe, expect, it } from 'vitest';
import { recordsFromRows } from '../../../../domain/common/csv.ts';
import {
  type RawMaterial,
  rawMaterialInputSchema,
} from '../../../../domain/raw-material/raw-material-schema.ts';
import { csvTemplateHref } from '../../../lib/csv-template.ts';
import { RAW_MATERIAL_CSV_COLUMNS } from './csv-columns.ts';
import { integerOrText, rawMaterialFormDefaults, toRawMaterialPayload } from './raw-material-form-values.ts';

const stored: RawMaterial = {
  id: '6b4f0c1e-8a5e-4d7c-9a55-0c1b6f1f2a10',
  name: 'Vegetable Glycerin',
  incisName: 'Glycerin',
  description: 'Humectant',
  category: 'humectant',
  supplierId: null,
  supplierName: null,
  unitCost: '2.400000',
  unit: 'lb',
  density: '1.2600',
  costPerOunce: '0.150000',
  composition: [
    {
      substanceId: 'a',
      inciName: 'Glycerin',
      percent: '99.500000',
      minPercent: null,
      maxPercent: null,
      usedAs: 'other',
      unreviewed: false,
    },
    {
      substanceId: 'b',
      inciName: 'Aqua',
      percent: null,
      minPercent: '0.300000',
      maxPercent: '0.500000',
      usedAs: 'other',
      unreviewed: false,
    },
  ],
  declaredAsParfum: false,
  ifraLimits: [],
  qualityGrade: 'food',
  sustainabilityRating: 78,
  regulatoryRestrictions: ['None'],
  allergenInfo: null,
  shelfLifeMonths: 24,
  storageConditions: 'Ambient',
  waterLitersPerOz: '0.620000',
  carbonKgPerOz: null,
  naturalOriginIndex: '1.000',
  usageCount: 3,
  revision: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('rawMaterialFormDefaults', () => {
  it("starts a new ingredient at the spec's defaults", () => {
    const defaults = rawMaterialFormDefaults();
    expect(defaults.unit).toBe('oz');
    expect(defaults.sustainabilityRating).toBe('50');
    expect(defaults.shelfLifeMonths).toBe('24');
    expect(defaults.regulatoryRestrictions).toEqual([]);
  });

  it('fills the form from a stored ingredient, numbers as typed', () => {
    const values = rawMaterialFormDefaults(stored);
    expect(values.unitCost).toBe('2.4');
    expect(values.waterLitersPerOz).toBe('0.62');
    expect(values.carbonKgPerOz).toBe('');
    expect(values.density).toBe('1.26');
    expect(values.composition).toEqual([
      {
        substanceId: 'a',
        inciName: 'Glycerin',
        mode: 'exact',
        percent: '99.5',
        minPercent: '',
        maxPercent: '',
        usedAs: 'other',
      },
      {
        substanceId: 'b',
        inciName: 'Aqua',
        mode: 'range',
        percent: '',
        minPercent: '0.3',
        maxPercent: '0.5',
        usedAs: 'other',
      },
    ]);
    expect(values.declaredAsParfum).toBe(false);
    expect(values.supplierId).toBe('');
    expect(values.allergenInfo).toBe('');
  });
});

describe('toRawMaterialPayload', () => {
  it('sends unitCost as text, leaves blank optional fields to the server, and carries the revision', () => {
    const payload = toRawMaterialPayload(
      { ...rawMaterialFormDefaults(stored), sustainabilityRating: '', carbonKgPerOz: ' ' },
      4,
    );
    expect(payload.unitCost).toBe('2.4');
    expect(payload.sustainabilityRating).toBeUndefined();
    expect(payload.shelfLifeMonths).toBe(24);
    expect(payload.carbonKgPerOz).toBeNull();
    expect(payload.waterLitersPerOz).toBe('0.62');
    expect(payload.supplierId).toBeNull();
    expect(payload.revision).toBe(4);
    expect(payload.density).toBe('1.26');
    expect(payload.composition).toEqual([
      { substanceId: 'a', percent: '99.5', usedAs: 'other' },
      { substanceId: 'b', minPercent: '0.3', maxPercent: '0.5', usedAs: 'other' },
    ]);
    expect(payload.declaredAsParfum).toBe(false);
    // the shared schema takes it (with real substance ids): blank rating becomes the default 50
    const ids = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
    const parsed = rawMaterialInputSchema.parse({
      ...payload,
      composition: payload.composition.map((row, index) => ({ ...row, substanceId: ids[index] })),
    });
    expect(parsed.composition).toHaveLength(2);
    expect(parsed.sustainabilityRating).toBe(50);
    expect(parsed.unitCost).toBe(2.4);
  });

  it("gives the spec's messages for an empty form", () => {
    const result = rawMaterialInputSchema.safeParse(toRawMaterialPayload(rawMaterialFormDefaults()));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      category: 'Category is required',
      unitCost: 'Unit cost must be greater than 0',
    });
  });

  it('drops blank restrictions and has no revision for a new ingredient', () => {
    const payload = toRawMaterialPayload({
      ...rawMaterialFormDefaults(),
      regulatoryRestrictions: [' Max 2% ', '', '  '],
    });
    expect(payload.regulatoryRestrictions).toEqual(['Max 2%']);
    expect('revision' in payload).toBe(false);
  });

  it('sends the IFRA levels of a perfume only, as typed (ADR 063)', () => {
    const ifraLimits = [{ category: '5B', maxPercent: ' 0.8 ' }];
    const fragrance = toRawMaterialPayload({
      ...rawMaterialFormDefaults(),
      category: 'fragrance',
      ifraLimits,
    });
    expect(fragrance.ifraLimits).toEqual([{ category: '5B', maxPercent: '0.8' }]);
    const declared = toRawMaterialPayload({
      ...rawMaterialFormDefaults(),
      category: 'emollient',
      declaredAsParfum: true,
      ifraLimits,
    });
    expect(declared.ifraLimits).toEqual([{ category: '5B', maxPercent: '0.8' }]);
    // Not perfume: no table shown, the levels on file stay.
    const base = toRawMaterialPayload({ ...rawMaterialFormDefaults(), category: 'base', ifraLimits });
    expect('ifraLimits' in base).toBe(false);
  });
});

describe('integerOrText', () => {
  it('turns whole numbers into numbers and leaves anything else for validation', () => {
    expect(integerOrText(' 24 ')).toBe(24);
    expect(integerOrText('12.5')).toBe('12.5');
    expect(integerOrText('abc')).toBe('abc');
  });
});

describe('csvTemplateHref', () => {
  it('is a header-only CSV whose columns the import reads', () => {
    const href = csvTemplateHref(RAW_MATERIAL_CSV_COLUMNS);
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(text).toBe(`${RAW_MATERIAL_CSV_COLUMNS.join(',')}\r\n`);
    // A header-only file has no rows; with one row, every column lands on a key the server maps.
    const header = [...RAW_MATERIAL_CSV_COLUMNS];
    expect(recordsFromRows([header])).toEqual([]);
    const [record] = recordsFromRows([
      header,
      'Aloe,Aloe Barbadensis,Juice,botanical,,2,gal,organic,80,12,,,,,,1.01,Aloe Barbadensis Leaf Juice:100'.split(
        ',',
      ),
    ]);
    expect(record?.values).toMatchObject({
      name: 'Aloe',
      incisname: 'Aloe Barbadensis',
      unitcost: '2',
      density: '1.01',
      composition: 'Aloe Barbadensis Leaf Juice:100',
    });
  });
});
