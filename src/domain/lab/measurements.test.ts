import { describe, expect, it } from 'vitest';
import { type Specification, specificationInputSchema } from '../formulation/specification.ts';
import { EMPTY_MEASUREMENTS, evaluateMeasurements, measurementsInputSchema } from './measurements.ts';

const spec: Specification = specificationInputSchema.parse({
  ph: { min: '5.0', max: '5.5' },
  viscosity: { min: 8000, max: 12000 },
  density: { min: null, max: '1.02' },
  appearance: 'Smooth white cream',
  colour: 'White',
  odour: null,
});

const measured = (values: object) => measurementsInputSchema.parse(values);

describe('evaluateMeasurements', () => {
  it('passes at both bounds of a range and fails just outside', () => {
    const at = evaluateMeasurements(spec, measured({ ph: '5.0', viscosity: 12000, density: '1.02' }));
    expect(at.parameters.slice(0, 3).map((p) => p.pass)).toEqual([true, true, true]);
    const under = evaluateMeasurements(spec, measured({ ph: '4.99' }));
    expect(under.parameters[0]).toMatchObject({ label: 'pH', target: '5.0-5.5', value: '4.99', pass: false });
    expect(under.verdict).toBe('fail');
    const over = evaluateMeasurements(
      spec,
      measured({ ph: '5.51', viscosity: '12000.1', density: '1.0201' }),
    );
    expect(over.parameters.slice(0, 3).map((p) => p.pass)).toEqual([false, false, false]);
    expect(over.parameters[1]!.target).toBe('8000-12000 mPa·s');
    expect(over.parameters[2]!.target).toBe('at most 1.02 g/mL');
  });

  it('reads observations by the analyst\u2019s "conforms", and passes only when every target has a passing result', () => {
    const all = measured({
      ph: '5.2',
      viscosity: 9500,
      density: '1.01',
      appearance: { observed: 'Smooth white cream', conforms: true },
      colour: { observed: 'White', conforms: true },
      odour: { observed: 'Faint, characteristic' },
    });
    const result = evaluateMeasurements(spec, all);
    expect(result.verdict).toBe('pass');
    // No odour target: the observation is shown, nothing is judged.
    expect(result.parameters[5]).toMatchObject({ target: null, value: 'Faint, characteristic', pass: null });
    expect(
      evaluateMeasurements(spec, { ...all, colour: { observed: 'Off-white', conforms: false } }).verdict,
    ).toBe('fail');
    expect(evaluateMeasurements(spec, { ...all, appearance: null }).verdict).toBe('incomplete');
  });

  it('has nothing to judge without a specification', () => {
    expect(evaluateMeasurements(null, measured({ ph: '7' })).verdict).toBe('no_specification');
    expect(evaluateMeasurements(spec, EMPTY_MEASUREMENTS).verdict).toBe('incomplete');
  });

  it('refuses values outside each parameter\u2019s physical range', () => {
    const messages = (values: object) =>
      measurementsInputSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(messages({ ph: '14.01' })).toEqual(['pH must be between 0 and 14']);
    expect(messages({ viscosity: -1 })).toEqual(['Viscosity must be between 0 and 10,000,000 mPa·s']);
    expect(messages({ density: '0.09' })).toEqual(['Density must be between 0.1 and 5 g/mL']);
    expect(messages({ ph: '5.555' })).toEqual(['pH can have at most 2 decimal places']);
  });
});

describe('specificationInputSchema', () => {
  it('refuses a maximum below the minimum and keeps open bounds as null', () => {
    expect(
      specificationInputSchema
        .safeParse({ ph: { min: 6, max: 5 } })
        .error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['ph.max', 'Maximum must not be below the minimum']]);
    expect(specificationInputSchema.parse({})).toEqual({
      ph: { min: null, max: null },
      viscosity: { min: null, max: null },
      density: { min: null, max: null },
      appearance: null,
      colour: null,
      odour: null,
    });
  });
});
