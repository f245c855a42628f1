import { describe, expect, it } from 'vitest';
import type { ImpactFormulation } from '../../../../domain/compliance/impact-schema.ts';
import { impactCsv } from './impact-csv.ts';
import { feasibilityLabel, reasonText, sortImpact } from './impact-rows.ts';

const finding = (message: string) => ({
  ruleId: 'r',
  ruleName: 'Rule',
  substance: 'S',
  status: 'over_limit',
  severity: 'high',
  message,
  detail: '',
});

function row(
  name: string,
  change: { perUnit: string; perYear: string } | 'infeasible' | null,
  messages = ['A above 1 % in X'],
): ImpactFormulation {
  return {
    id: name,
    name,
    version: 1,
    status: 'draft',
    failsToday: false,
    findings: messages.map(finding),
    reformulation:
      change === null
        ? null
        : {
            feasible: change !== 'infeasible',
            costPerUnitBefore: '1.0000',
            costPerUnitAfter: change === 'infeasible' ? null : '1.5000',
            changePerUnit: change === 'infeasible' ? null : change.perUnit,
            changePerYear: change === 'infeasible' ? null : change.perYear,
            yearlyVolume: 10_000,
            lines: [],
            conflicts: [],
          },
  };
}

const beta = row('Beta', { perUnit: '0.5000', perYear: '5000.00' });
const alpha = row('alpha', { perUnit: '-0.2500', perYear: '-2500.00' }, ['Z over', 'Y over', 'X over']);
const gamma = row('Gamma', 'infeasible');
const delta = row('Delta', null);
const names = (rows: ImpactFormulation[]) => rows.map((item) => item.name);

describe('impact rows', () => {
  it('labels feasibility and the first reason with how many more', () => {
    expect([beta, gamma, delta].map(feasibilityLabel)).toEqual(['Feasible', 'Not feasible', 'No recipe']);
    expect(reasonText(alpha)).toBe('Z over (+2 more)');
    expect(reasonText(beta)).toBe('A above 1 % in X');
  });

  it('sorts by name either way, ignoring case', () => {
    expect(names(sortImpact([beta, gamma, alpha, delta], 'name'))).toEqual([
      'alpha',
      'Beta',
      'Delta',
      'Gamma',
    ]);
    expect(names(sortImpact([beta, gamma, alpha, delta], '-name'))).toEqual([
      'Gamma',
      'Delta',
      'Beta',
      'alpha',
    ]);
  });

  it('sorts by the yearly change as numbers, rows without one last in both directions', () => {
    expect(names(sortImpact([gamma, beta, delta, alpha], 'changePerYear'))).toEqual([
      'alpha',
      'Beta',
      'Gamma',
      'Delta',
    ]);
    expect(names(sortImpact([gamma, alpha, delta, beta], '-changePerYear'))).toEqual([
      'Beta',
      'alpha',
      'Gamma',
      'Delta',
    ]);
  });

  it('sorts by feasibility and by reason', () => {
    expect(names(sortImpact([gamma, delta, beta], 'feasible'))).toEqual(['Beta', 'Delta', 'Gamma']);
    expect(names(sortImpact([alpha, beta], 'reason'))).toEqual(['Beta', 'alpha']);
  });
});

describe('impactCsv', () => {
  it('writes every reason, texts quoted, amounts as plain numbers, empty where there is no recipe', () => {
    const formula = { ...row('=cmd', { perUnit: '0.5000', perYear: '5000.00' }), failsToday: true };
    expect(impactCsv([formula, gamma, alpha])).toBe(
      '"Formulation","Version","Status","Fails today","Reasons","Reformulation","Cost/unit now (USD)",' +
        '"Cost/unit compliant (USD)","Change/unit (USD)","Units a year","Change/year (USD)"\r\n' +
        `"'=cmd",1,"draft","Yes","A above 1 % in X","Feasible",1,1.5,0.5,10000,5000\r\n` +
        '"Gamma",1,"draft","No","A above 1 % in X","Not feasible",1,,,10000,\r\n' +
        '"alpha",1,"draft","No","Z over; Y over; X over","Feasible",1,1.5,-0.25,10000,-2500\r\n',
    );
  });
});
