import { describe, expect, it } from 'vitest';
import {
  fromStoredPhases,
  groupByPhase,
  phaseLabel,
  phasesInputSchema,
  stepConditions,
  toStoredPhases,
} from './procedure.ts';

const messages = (input: unknown) =>
  phasesInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('phases and steps', () => {
  const water = {
    code: 'a',
    name: 'Water phase',
    steps: [
      {
        instruction: 'Heat water and glycerin',
        temperatureC: '75',
        mixingRpm: 300,
        minutes: '10',
        checkpoint: '',
      },
      { instruction: 'Add niacinamide', temperatureC: null, mixingRpm: '', minutes: 5.5 },
    ],
  };

  it('stores codes in capitals, numbers as decimal text, empty fields as null, and reads back the same', () => {
    const parsed = phasesInputSchema.parse([water, { code: 'B', name: 'Oil phase' }]);
    const stored = toStoredPhases(parsed);
    expect(stored[0]).toEqual({
      code: 'A',
      name: 'Water phase',
      steps: [
        {
          instruction: 'Heat water and glycerin',
          temperatureC: '75',
          mixingRpm: 300,
          minutes: '10',
          checkpoint: null,
        },
        {
          instruction: 'Add niacinamide',
          temperatureC: null,
          mixingRpm: null,
          minutes: '5.5',
          checkpoint: null,
        },
      ],
    });
    expect(toStoredPhases(phasesInputSchema.parse(fromStoredPhases(stored)))).toEqual(stored);
    expect(phaseLabel(stored[0]!)).toBe('A - Water phase');
    expect(stepConditions(stored[0]!.steps[0]!)).toBe('75 °C · 300 rpm · 10 min');
  });

  it('checks codes, names and each step field with its bound', () => {
    expect(messages([{ ...water, code: 'AB' }])).toEqual([
      ['0.code', 'Phase code must be one letter (A to Z)'],
    ]);
    expect(messages([{ ...water, code: '1' }])).toEqual([
      ['0.code', 'Phase code must be one letter (A to Z)'],
    ]);
    expect(messages([water, { code: 'A', name: 'Again' }])).toEqual([
      ['1.code', 'Phase codes must be unique'],
    ]);
    expect(messages([{ ...water, name: ' ' }])).toEqual([['0.name', 'Phase name is required']]);
    const step = (fields: object) => [
      { code: 'A', name: 'Water', steps: [{ instruction: 'Mix', ...fields }] },
    ];
    expect(messages(step({ temperatureC: 300 }))).toEqual([]);
    expect(messages(step({ temperatureC: '300.1' }))).toEqual([
      ['0.steps.0.temperatureC', 'Temperature must be between -40 and 300 °C'],
    ]);
    expect(messages(step({ mixingRpm: 30_001 }))).toEqual([
      ['0.steps.0.mixingRpm', 'Mixing speed must be a whole number from 0 to 30,000 rpm'],
    ]);
    expect(messages(step({ mixingRpm: 1.5 }))).toEqual([
      ['0.steps.0.mixingRpm', 'Mixing speed must be a whole number from 0 to 30,000 rpm'],
    ]);
    expect(messages(step({ minutes: 10_081 }))).toEqual([
      ['0.steps.0.minutes', 'Minutes must be between 0 and 10,080'],
    ]);
    expect(messages(step({ instruction: '' }))).toEqual([
      ['0.steps.0.instruction', 'Instruction is required'],
    ]);
    expect(messages(step({ checkpoint: 'x'.repeat(201) }))).toEqual([
      ['0.steps.0.checkpoint', 'Checkpoint must be at most 200 characters'],
    ]);
  });

  it('groups lines by phase in the procedure\u2019s order, lines without a known phase last', () => {
    const phases = toStoredPhases(
      phasesInputSchema.parse([
        { code: 'B', name: 'Oil' },
        { code: 'A', name: 'Water' },
      ]),
    );
    const lines = [
      { name: 'Water', phase: 'A' },
      { name: 'Oil', phase: 'B' },
      { name: 'Perfume', phase: null },
      { name: 'Gone', phase: 'Z' },
    ];
    expect(
      groupByPhase(phases, lines).map((g) => [g.phase?.code ?? null, g.lines.map((l) => l.name)]),
    ).toEqual([
      ['B', ['Oil']],
      ['A', ['Water']],
      [null, ['Perfume', 'Gone']],
    ]);
  });
});
