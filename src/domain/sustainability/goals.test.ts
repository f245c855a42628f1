import { describe, expect, it } from 'vitest';
import { GOAL_MESSAGES, goalInputSchema, goalProgress } from './goals.ts';

describe('goalProgress', () => {
  it('is the share of the way from baseline to target', () => {
    // (70 − 62) / (80 − 62) = 8 / 18 = 44.44 % -> 44.4
    expect(goalProgress('70', '62', '80')).toBe('44.4');
    // without a baseline it starts from 0: 40 / 80 = 50 %
    expect(goalProgress('40', null, '80')).toBe('50.0');
    // a goal that goes down: baseline 20, target 10, now 15: (15 − 20) / (10 − 20) = 50 %
    expect(goalProgress(15, 20, 10)).toBe('50.0');
  });

  it('clamps to 0-100 and has no progress without data', () => {
    expect(goalProgress('95', '74', '85')).toBe('100.0');
    expect(goalProgress('50', '70', '90')).toBe('0.0');
    expect(goalProgress(null, '70', '90')).toBeNull();
    // target = baseline: reached or not
    expect(goalProgress('80', '80', '80')).toBe('100.0');
    expect(goalProgress('79', '80', '80')).toBe('0.0');
  });
});

describe('goalInputSchema', () => {
  const valid = { title: ' Go green ', metric: 'natural_origin_pct', targetValue: '85' };

  it('reads the form: text numbers, blank baseline and due date as none', () => {
    expect(goalInputSchema.parse({ ...valid, baselineValue: '', dueDate: '', description: '' })).toEqual({
      title: 'Go green',
      description: null,
      metric: 'natural_origin_pct',
      targetValue: 85,
      baselineValue: null,
      dueDate: null,
    });
    expect(goalInputSchema.parse({ ...valid, baselineValue: 74.5, dueDate: '2027-02-28' })).toMatchObject({
      baselineValue: 74.5,
      dueDate: '2027-02-28',
    });
  });

  it('says what is wrong with each field', () => {
    const messages = (input: object) =>
      goalInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(
      messages({
        title: '  ',
        metric: 'nope',
        targetValue: '101',
        baselineValue: '-1',
        dueDate: '2027-02-30',
      }),
    ).toEqual([
      ['title', GOAL_MESSAGES.title],
      ['metric', GOAL_MESSAGES.metric],
      ['targetValue', GOAL_MESSAGES.target],
      ['baselineValue', GOAL_MESSAGES.baseline],
      ['dueDate', GOAL_MESSAGES.dueDate],
    ]);
    expect(messages({ metric: 'natural_origin_pct' })).toEqual([
      ['title', 'Title is required'],
      ['targetValue', 'Target must be between 0 and 100'],
    ]);
  });
});
