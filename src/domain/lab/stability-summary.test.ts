import { describe, expect, it } from 'vitest';
import { specificationInputSchema } from '../formulation/specification.ts';
import { measurementsInputSchema } from './measurements.ts';
import { stabilitySummary } from './stability-summary.ts';

const spec = specificationInputSchema.parse({ ph: { min: '5.0', max: '5.5' }, colour: 'White' });
const m = (ph: string, colourConforms = true) =>
  measurementsInputSchema.parse({
    ph,
    colour: { observed: colourConforms ? 'White' : 'Yellowish', conforms: colourConforms },
  });

describe('stabilitySummary', () => {
  const study = {
    conditions: ['25 °C/60 % RH', '40 °C/75 % RH', 'Light'],
    timepoints: ['T0', '4w', '12w'],
    cells: [
      // 25 °C: every time point done, within specification.
      { condition: '25 °C/60 % RH', timepoint: '12w', measurements: m('5.2') },
      { condition: '25 °C/60 % RH', timepoint: 'T0', measurements: m('5.3') },
      { condition: '25 °C/60 % RH', timepoint: '4w', measurements: m('5.25') },
      // 40 °C: pH leaves the range at 12w; colour fails at 12w too.
      { condition: '40 °C/75 % RH', timepoint: 'T0', measurements: m('5.3') },
      { condition: '40 °C/75 % RH', timepoint: '4w', measurements: m('5.1') },
      { condition: '40 °C/75 % RH', timepoint: '12w', measurements: m('4.8', false) },
      // Light: only T0 so far.
      { condition: 'Light', timepoint: 'T0', measurements: m('5.3') },
      { condition: 'Light', timepoint: '4w', measurements: null },
    ],
  };
  const [room, hot, light] = stabilitySummary(study, spec);

  it('calls a condition stable when every time point is done within specification', () => {
    expect(room).toMatchObject({
      outcome: 'stable',
      timepointsDone: 3,
      timepointCount: 3,
      lastTimepoint: '12w',
      conclusion: 'Within specification at every time point through 12w.',
    });
    // pH in time-point order T0 5.3 -> 12w 5.2: change 5.2 - 5.3 = -0.1.
    expect(room!.parameters[0]).toMatchObject({ label: 'pH', initial: '5.3', latest: '5.2', change: '-0.1' });
  });

  it('names the parameters and time points out of specification', () => {
    expect(hot!.outcome).toBe('out_of_specification');
    expect(hot!.conclusion).toBe('Out of specification: pH at 12w; Colour at 12w.');
    // 4.8 - 5.3 = -0.5; colour is an observation: no change figure.
    expect(hot!.parameters[0]).toMatchObject({ change: '-0.5', outOfSpecificationAt: ['12w'] });
    expect(hot!.parameters[4]).toMatchObject({ initial: 'White', latest: 'Yellowish', change: null });
  });

  it('says how far a running condition has come', () => {
    expect(light).toMatchObject({
      outcome: 'in_progress',
      timepointsDone: 1,
      conclusion: 'Within specification through T0 (1 of 3 time points).',
    });
    expect(stabilitySummary({ ...study, cells: [] }, spec)[0]!.conclusion).toBe('No results yet.');
  });
});
