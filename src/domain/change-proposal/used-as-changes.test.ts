import { describe, expect, it } from 'vitest';
import type { UsedAs } from '../substance/constants.ts';
import { governUsedAs, usedAsStillApplies } from './used-as-changes.ts';

const ZINC = 'zinc';
const AQUA = 'aqua';
const NAMES = new Map([
  [ZINC, 'Zinc Oxide'],
  [AQUA, 'Aqua'],
]);

describe('governUsedAs', () => {
  it('keeps what is on file and proposes the change asked for', () => {
    const onFile = new Map<string, UsedAs>([
      [ZINC, 'other'],
      [AQUA, 'other'],
    ]);
    const result = governUsedAs(
      [
        { substanceId: ZINC, usedAs: 'uv_filter' },
        { substanceId: AQUA, usedAs: 'other' },
      ],
      onFile,
      'other',
      NAMES,
    );
    expect(result.kept).toEqual(['other', 'other']);
    expect(result.changes).toEqual([
      {
        field: 'usedAs',
        substanceId: ZINC,
        label: 'Used as (Zinc Oxide)',
        from: 'other',
        to: 'uv_filter',
        fromText: 'Other',
        toText: 'UV filter',
      },
    ]);
  });

  it("lets a new row take its category's default without review, and proposes any other function", () => {
    // A preservative blend: a new row as a preservative is what its category says; a new UV filter is not.
    const result = governUsedAs(
      [
        { substanceId: AQUA, usedAs: 'preservative' },
        { substanceId: ZINC, usedAs: 'uv_filter' },
      ],
      new Map(),
      'preservative',
      NAMES,
    );
    expect(result.kept).toEqual(['preservative', 'preservative']);
    expect(result.changes.map((change) => [change.substanceId, change.from, change.to])).toEqual([
      [ZINC, 'preservative', 'uv_filter'],
    ]);
  });

  it('proposes nothing when nothing changes', () => {
    const onFile = new Map<string, UsedAs>([[ZINC, 'uv_filter']]);
    expect(governUsedAs([{ substanceId: ZINC, usedAs: 'uv_filter' }], onFile, 'other', NAMES)).toEqual({
      kept: ['uv_filter'],
      changes: [],
    });
  });
});

describe('usedAsStillApplies', () => {
  const change = governUsedAs(
    [{ substanceId: ZINC, usedAs: 'uv_filter' }],
    new Map<string, UsedAs>([[ZINC, 'other']]),
    'other',
    NAMES,
  ).changes;

  it('holds while the row still has the function the change starts from', () => {
    expect(usedAsStillApplies(new Map<string, UsedAs>([[ZINC, 'other']]), change)).toBe(true);
  });

  it('fails once the row changed or the substance left the raw material', () => {
    expect(usedAsStillApplies(new Map<string, UsedAs>([[ZINC, 'colourant']]), change)).toBe(false);
    expect(usedAsStillApplies(new Map(), change)).toBe(false);
  });
});
