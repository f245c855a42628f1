import { describe, expect, it } from 'vitest';
import type { CompositionRow } from '../substance/composition.ts';
import { substanceContent } from '../substance/substance-content.ts';
import { assessSafety, type SafetySubjectFacts } from './assess.ts';
import { safetyViolations } from './findings.ts';

const exact = (substanceId: string, percent: number): CompositionRow => ({
  substanceId,
  percent,
  minPercent: null,
  maxPercent: null,
});

describe('assessSafety', () => {
  // 900 oz water and 100 oz of a salicylic acid raw material (20 % salicylic acid, 80 % glycerin) in 1000 oz:
  // salicylic acid 100 / 1000 x 20 % = 2 %, glycerin 8 %.
  const content = substanceContent(
    [
      { ingredientId: 'water', ingredientName: 'Water', ounces: '900' },
      { ingredientId: 'bha', ingredientName: 'BHA solution', ounces: '100' },
    ],
    new Map([
      ['water', [exact('aqua', 100)]],
      ['bha', [exact('sa', 20), exact('gly', 80)]],
    ]),
    new Map([
      ['aqua', 'Aqua'],
      ['sa', 'Salicylic Acid'],
      ['gly', 'Glycerin'],
    ]),
  );
  const facts = new Map<string, SafetySubjectFacts>([
    ['aqua', { inciName: 'Aqua', isWater: false, toxicology: null }],
    [
      'sa',
      {
        inciName: 'Salicylic Acid',
        isWater: false,
        toxicology: { pointOfDeparture: '75', dermalAbsorption: null, threshold: null },
      },
    ],
    ['gly', { inciName: 'Glycerin', isWater: false, toxicology: null }],
  ]);

  it("reads the category's published exposure and leaves water out", () => {
    const { category, rows } = assessSafety({ exposureCategory: 'body_lotion', content }, facts);
    expect(category.relativeDailyExposure).toBe('123.20');
    expect(rows.map((row) => row.inciName)).toEqual(['Glycerin', 'Salicylic Acid']);
    // Body lotion: SED = 123.20 x 2/100 x 50/100 = 1.232; MoS = 75 / 1.232 = 60.876... -> under 100.
    const acid = rows.find((row) => row.substanceId === 'sa')!;
    expect(acid.sed.toFixed()).toBe('1.232');
    expect(acid.status).toBe('below_threshold');
    // The same 2 % in a face cream (24.14): SED 0.2414, MoS 310.7: fine.
    const face = assessSafety({ exposureCategory: 'face_cream', content }, facts);
    expect(face.rows.find((row) => row.substanceId === 'sa')!.status).toBe('ok');
  });

  it('opens one finding for what is under its threshold and one for what lacks data', () => {
    const { category, rows } = assessSafety({ exposureCategory: 'body_lotion', content }, facts);
    const found = safetyViolations(
      { id: 'f1', name: 'Body Lotion', exposureCategoryLabel: category.label },
      rows,
    );
    expect(found.map((item) => [item.title, item.severity])).toEqual([
      ['Margin of safety below threshold in Body Lotion', 'high'],
      ['Toxicological data missing in Body Lotion', 'medium'],
    ]);
    expect(found[0]!.description).toContain('Salicylic Acid: MoS 60.9, under 100');
    expect(found[1]!.description).toContain('Glycerin');
    expect(found.every((item) => item.autoKey.startsWith('safety:f1:'))).toBe(true);
  });
});
