import { describe, expect, it } from 'vitest';
import { countByType, monthsLabel, riskTone, scenarioActions, statusTone, typeTone } from './display.ts';

describe('scenario display', () => {
  it('colours the risk badge low green, medium yellow, anything else red', () => {
    expect(['low', 'medium', 'high', 'extreme'].map(riskTone)).toEqual(['green', 'yellow', 'red', 'red']);
  });

  it('colours types and statuses, unknown values gray', () => {
    expect(typeTone('cost_optimization')).toBe('green');
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('draft')).toBe('gray');
    expect(typeTone('other')).toBe('gray');
  });

  it('says months in words', () => {
    expect([0, 1, 6].map(monthsLabel)).toEqual(['0 months', '1 month', '6 months']);
  });

  it('counts scenarios per type, zero for a type with none', () => {
    expect(
      countByType([{ type: 'market_analysis' }, { type: 'market_analysis' }, { type: 'regulatory_change' }]),
    ).toEqual({ market_analysis: 2, cost_optimization: 0, competitor_response: 0, regulatory_change: 1 });
  });

  it('offers Run only for a draft, Edit for draft or completed, Archive until archived', () => {
    expect(scenarioActions('draft')).toEqual({ run: true, edit: true, archive: true });
    expect(scenarioActions('running')).toEqual({ run: false, edit: false, archive: true });
    expect(scenarioActions('completed')).toEqual({ run: false, edit: true, archive: true });
    expect(scenarioActions('archived')).toEqual({ run: false, edit: false, archive: false });
  });
});
