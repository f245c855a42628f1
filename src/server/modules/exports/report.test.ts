import { describe, expect, it } from 'vitest';
import { xlsxValue } from './render-xlsx.ts';
import { cellText, csvValue } from './report.ts';

describe('export cell values', () => {
  it('pdf text goes through the web formatters: round once, half up, grouped', () => {
    expect(cellText('8.3150', 'money2')).toBe('$8.32');
    expect(cellText('1234.5', 'money4')).toBe('$1,234.5000');
    expect(cellText('60.00', 'percent0')).toBe('60%');
    expect(cellText('2000.000000', 'decimal')).toBe('2,000');
    expect(cellText('1.700000', 'decimal')).toBe('1.7');
    expect(cellText('in_development', 'label')).toBe('In Development');
    expect(cellText(['fair_trade', 'cruelty_free'], 'label')).toBe('Fair Trade; Cruelty Free');
    expect(cellText('2026-11-22T13:45:10.000Z', 'datetime')).toBe('2026-11-22 13:45 UTC');
    expect(cellText('No data yet', 'decimal')).toBe('No data yet');
    expect(cellText(null, 'money2')).toBe('');
  });

  it('csv values are plain numbers and human text', () => {
    expect(csvValue('2000.000000', 'decimal')).toBe(2000);
    expect(csvValue('8.3150', 'money2')).toBe(8.32);
    expect(csvValue('-4.0950', 'percent2')).toBe(-4.1);
    expect(csvValue('compliance_review', 'label')).toBe('Compliance Review');
    expect(csvValue('2026-03-04T10:00:00Z', 'date')).toBe('2026-03-04');
  });

  it('xlsx values are typed: numbers rounded once, percents as fractions, dates as dates, text as text', () => {
    expect(xlsxValue('8.3150', 'money2')).toBe(8.32);
    expect(xlsxValue('60.00', 'percent0')).toBe(0.6);
    expect(xlsxValue('12.345', 'percent2')).toBeCloseTo(0.1235, 10);
    expect(xlsxValue('2026-03-04', 'date')).toEqual(new Date('2026-03-04T00:00:00Z'));
    expect(xlsxValue('=1+1', 'text')).toBe('=1+1');
    expect(xlsxValue('draft', 'label')).toBe('Draft');
    expect(xlsxValue('', 'money2')).toBeNull();
  });
});
