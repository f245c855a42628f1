import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cellStatus,
  dueDate,
  parseTimepoint,
  sortTimepoints,
  studyStatus,
  withinStudyRange,
} from './timepoints.ts';

const due = (start: string, code: string) => dueDate(start, parseTimepoint(code)!);

describe('time point due dates', () => {
  it('puts T0, 1w, 4w, 12w and 6m of a study started 2026-03-02 on their days', () => {
    // T0 the start; 1w +7 days = 03-09; 4w +28 = 03-30; 12w +84 days = 05-25 (29 left in March, 30 in April,
    // 25 in May: 29 + 30 + 25 = 84); 6m the same day six calendar months later = 09-02.
    expect(['T0', '1w', '4w', '12w', '6m'].map((code) => due('2026-03-02', code))).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-30',
      '2026-05-25',
      '2026-09-02',
    ]);
  });

  it('treats a month as a calendar month, ending on the last day when the month is shorter than the 31st', () => {
    // Started on 31 August 2025: 1m -> 30 September; 6m -> 28 February 2026 (not a leap year); 12m -> 31 August.
    expect(due('2025-08-31', '1m')).toBe('2025-09-30');
    expect(due('2025-08-31', '6m')).toBe('2026-02-28');
    expect(due('2025-08-31', '12m')).toBe('2026-08-31');
    // 31 January 2028 + 1 month: 29 February (a leap year); + 2 months: 31 March, not 29 March.
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-01-31', 2)).toBe('2028-03-31');
    // Weeks and days cross month and year ends by the calendar: 2026-12-28 + 1w = 2027-01-04.
    expect(due('2026-12-28', '1w')).toBe('2027-01-04');
    expect(due('2026-12-28', '3d')).toBe('2026-12-31');
  });

  it('reads T0 and counts of days, weeks and months, and nothing else', () => {
    expect(parseTimepoint('T0')).toEqual({ code: 'T0', amount: 0, unit: 'd' });
    expect(parseTimepoint('12w')).toEqual({ code: '12w', amount: 12, unit: 'w' });
    for (const code of ['t0', '0w', '1y', '6 m', '1000d', 'w4', '']) expect(parseTimepoint(code)).toBeNull();
    expect(withinStudyRange(parseTimepoint('60m')!)).toBe(true);
    expect(withinStudyRange(parseTimepoint('61m')!)).toBe(false);
  });

  it('orders time points as they fall', () => {
    expect(sortTimepoints(['6m', '1w', 'T0', '12w', '4w', '3d', '1m'])).toEqual([
      'T0',
      '3d',
      '1w',
      '4w',
      '1m',
      '12w',
      '6m',
    ]);
  });
});

describe('cell and study status', () => {
  const cell = { dueDate: '2026-03-09', done: false };

  it('is scheduled before the due date, due from it through 3 days after, overdue later, done once recorded', () => {
    expect(cellStatus(cell, '2026-03-08')).toBe('scheduled');
    expect(cellStatus(cell, '2026-03-09')).toBe('due');
    expect(cellStatus(cell, '2026-03-12')).toBe('due');
    expect(cellStatus(cell, '2026-03-13')).toBe('overdue');
    expect(cellStatus({ ...cell, done: true }, '2026-04-30')).toBe('done');
  });

  it('gives a study its most urgent cell\u2019s status, and done only when every cell is', () => {
    expect(studyStatus(['done', 'scheduled', 'due', 'overdue'])).toBe('overdue');
    expect(studyStatus(['done', 'due', 'scheduled'])).toBe('due');
    expect(studyStatus(['done', 'scheduled'])).toBe('scheduled');
    expect(studyStatus(['done', 'done'])).toBe('done');
  });
});
