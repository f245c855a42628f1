import { describe, expect, it } from 'vitest';
import { readUsPack } from './us-pack.ts';

/** The US pack as the team entered it from 21 CFR 700.11-700.35 and 250.250 (ADR 060). */
describe('the US pack', () => {
  const rules = readUsPack();

  it('holds 14 rules over 12 substances, every one with its section and reference', () => {
    expect(rules).toHaveLength(14);
    expect(new Set(rules.map((rule) => rule.cas)).size).toBe(12);
    for (const rule of rules) expect(rule.reference).toMatch(/^21 CFR (700\.\d\d|250\.250)/);
  });

  it('limits mercury to 65 ppm in eye-area products and 1 ppm elsewhere', () => {
    const mercury = rules.filter((rule) => rule.cas === '7439-97-6');
    expect(mercury.map((rule) => [rule.maxPercent, rule.applicationAreas])).toEqual([
      ['0.0001', null],
      ['0.0065', ['eye_area']],
    ]);
  });

  it('keeps hexachlorophene at 0.1 % and off the lips', () => {
    const hexachlorophene = rules.filter((rule) => rule.cas === '70-30-4');
    expect(hexachlorophene.map((rule) => [rule.ruleType, rule.maxPercent, rule.applicationAreas])).toEqual([
      ['max_concentration', '0.1', null],
      ['prohibited', null, ['lips']],
    ]);
  });

  it('bans bithionol by its CAS number', () => {
    expect(rules[0]).toMatchObject({ inciName: 'Bithionol', cas: '97-18-7', ruleType: 'prohibited' });
  });
});
