import { describe, expect, it } from 'vitest';
import { monthlyCsv } from './monthly-csv.ts';

describe('monthlyCsv', () => {
  it('writes the table with its headers: texts quoted, amounts plain numbers (negative ones too), formulas escaped', () => {
    const csv = monthlyCsv([
      {
        month: '2026-02',
        label: 'Feb 2026',
        newFormulations: 2,
        approved: 1,
        totalCost: '150.00',
        savings: '-16.20',
        efficiencyPercent: '-10.8',
        efficient: false,
      },
      {
        month: '2026-03',
        label: '=cmd',
        newFormulations: 0,
        approved: 0,
        totalCost: '0.00',
        savings: '0.00',
        efficiencyPercent: null,
        efficient: false,
      },
    ]);
    expect(csv).toBe(
      '"Month","New Formulations","Approved","Total Cost (USD)","Savings (USD)","Efficiency (%)"\r\n' +
        '"Feb 2026",2,1,150,-16.2,-10.8\r\n' +
        `"'=cmd",0,0,0,0,""\r\n`,
    );
  });
});
