import { describe, expect, it } from 'vitest';
import { D } from './cost.ts';
import { formulationInputSchema } from './formulation-schema.ts';
import { percentOfBatchSize, resolvePercentLines } from './percent-entry.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function payload(batchSize: string, lines: object[]) {
  return {
    name: 'Percent serum',
    productType: 'serum',
    batchSize,
    unitSize: '1',
    ingredients: lines.map((line, index) => ({ ingredientId: ID(index + 1), ...line })),
  };
}

describe('resolvePercentLines', () => {
  it('gives each line % x batch / 100 oz and the q.s. line the rest of the batch', () => {
    // 100 oz batch: glycerin 5 % = 5 oz, dye 0.0004 % = 0.0004 oz (under the 0.01 oz of ounce entry),
    // aqua q.s. = 100 - 5 - 0.0004 = 94.9996 % and 100 - 5 - 0.0004 = 94.9996 oz.
    const resolved = resolvePercentLines(100, [
      { percent: null, qs: true },
      { percent: 5, qs: false },
      { percent: '0.0004', qs: false },
    ]);
    expect(resolved).toEqual({
      ok: true,
      lines: [
        { ounces: '94.999600', percent: '94.999600' },
        { ounces: '5.000000', percent: '5.000000' },
        { ounces: '0.000400', percent: '0.000400' },
      ],
    });
  });

  it('rounds each line to 6 decimals of an ounce and lets q.s. absorb the rounding, so the batch adds up', () => {
    // 1 oz batch: 33.333333 % = 0.33333333 oz -> 0.333333; twice that is 0.666666; q.s. 1 - 0.666666 = 0.333334 oz,
    // and its % is 100 - 66.666666 = 33.333334.
    const resolved = resolvePercentLines(1, [
      { percent: '33.333333', qs: false },
      { percent: '33.333333', qs: false },
      { percent: null, qs: true },
    ]);
    expect(resolved.ok && resolved.lines).toEqual([
      { ounces: '0.333333', percent: '33.333333' },
      { ounces: '0.333333', percent: '33.333333' },
      { ounces: '0.333334', percent: '33.333334' },
    ]);
  });

  it('refuses a q.s. line with less than 0.0001 % left, naming what the others add up to', () => {
    expect(
      resolvePercentLines(100, [
        { percent: '99.99995', qs: false },
        { percent: null, qs: true },
      ]),
    ).toEqual({
      ok: false,
      index: 1,
      message: 'The other lines add up to 99.99995 %, leaving less than 0.0001 % for the q.s. line',
    });
    // Exactly 0.0001 % left is enough: 100 oz x 0.0001 / 100 = 0.0001 oz.
    const atLimit = resolvePercentLines(100, [
      { percent: '99.9999', qs: false },
      { percent: null, qs: true },
    ]);
    expect(atLimit.ok && atLimit.lines[1]).toEqual({ ounces: '0.000100', percent: '0.000100' });
  });
});

describe('percent entry round trip', () => {
  // Entered %, stored as numeric(9,6) (toFixed(6) of the parsed entry), read back: the same number.
  const entries = [
    '77.2996',
    '5',
    '4',
    '3',
    '6',
    '2.5',
    '1',
    '0.9',
    '0.3',
    '0.0004',
    '12.345678',
    '0.000123',
  ];

  it.each(['1', '100', '1000', '2500.5'])(
    'reads back every entry within 1e-6 %% at a %s oz batch',
    (batch) => {
      for (const entry of entries) {
        const parsed = formulationInputSchema.parse(payload(batch, [{ percent: entry }, { qs: true }]));
        const stored = parsed.ingredients[0]!.percent!;
        expect(D(stored).minus(entry).abs().lte('0.000001'), `${entry} % at ${batch} oz`).toBe(true);
        expect(D(stored).eq(entry)).toBe(true);
      }
    },
  );

  it('derives ounces whose share of the batch is the entry within 1e-6 % from a 100 oz batch up', () => {
    // At 100 oz one ounce is 1 %, so 6 decimals of an ounce are 6 decimals of a percent: no drift at all. Larger
    // batches keep more; a 1 oz batch keeps 4 decimals of a percent (ADR 049: the entered % is the record).
    for (const batch of ['100', '1000', '2500.5']) {
      for (const entry of entries) {
        const parsed = formulationInputSchema.parse(payload(batch, [{ percent: entry }, { qs: true }]));
        const back = percentOfBatchSize(parsed.ingredients[0]!.ounces, batch);
        expect(D(back).minus(entry).abs().lte('0.000001'), `${entry} % at ${batch} oz`).toBe(true);
      }
    }
  });
});

describe('formulation entry rules', () => {
  const messages = (input: object) =>
    formulationInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('takes a percent recipe with its q.s. line and answers the percent entry mode', () => {
    const parsed = formulationInputSchema.parse(payload('100', [{ qs: true }, { percent: '0.0004' }]));
    expect(parsed.entryMode).toBe('percent');
    expect(parsed.ingredients.map((l) => [l.ounces, l.percent, l.qs])).toEqual([
      [99.9996, '99.999600', true],
      [0.0004, '0.000400', false],
    ]);
  });

  it('keeps the spec rule for ounce entry: 0.0004 oz is refused with the spec message', () => {
    expect(messages(payload('100', [{ ounces: '0.0004' }]))).toEqual([
      ['ingredients.0.ounces', 'Ounces must be at least 0.01'],
    ]);
  });

  it('refuses a line in ounces among lines in %, two q.s. lines, and a percent out of range', () => {
    expect(messages(payload('100', [{ percent: '5' }, { ounces: '5' }, { qs: true }]))).toEqual([
      ['ingredients.1.percent', 'Enter this line in % like the others (or mark it q.s.)'],
    ]);
    expect(messages(payload('100', [{ qs: true }, { qs: true }]))).toEqual([
      ['ingredients.1.qs', 'Only one line can be q.s.'],
    ]);
    for (const percent of ['0.00009', '100.000001', '-1', 'abc', '']) {
      expect(messages(payload('100', [{ percent }]))).toEqual([
        ['ingredients.0.percent', 'Percent must be between 0.0001 and 100'],
      ]);
    }
    expect(messages(payload('100', [{ percent: '0.0000001' }]))[0]?.[1]).toBe(
      'Percent must be between 0.0001 and 100',
    );
    expect(messages(payload('100', [{ percent: '1.1234567' }]))).toEqual([
      ['ingredients.0.percent', 'Percent can have at most 6 decimal places'],
    ]);
  });

  it('refuses a q.s. line with nothing left', () => {
    expect(messages(payload('100', [{ percent: '60' }, { percent: '40' }, { qs: true }]))).toEqual([
      ['ingredients.2.qs', 'The other lines add up to 100 %, leaving less than 0.0001 % for the q.s. line'],
    ]);
  });

  it("checks each line's phase against the phases sent", () => {
    const input = {
      ...payload('100', [
        { ounces: '60', phase: 'a' },
        { ounces: '40', phase: 'C' },
      ]),
      phases: [
        { code: 'A', name: 'Water phase', steps: [] },
        { code: 'B', name: 'Oil phase' },
      ],
    };
    expect(messages(input)).toEqual([
      ['ingredients.1.phase', "Phase must be one of the formulation's phases"],
    ]);
    const parsed = formulationInputSchema.parse({ ...input, ingredients: input.ingredients.slice(0, 1) });
    expect(parsed.ingredients[0]!.phase).toBe('A');
    expect(parsed.phases?.[1]).toEqual({ code: 'B', name: 'Oil phase', steps: [] });
  });
});
