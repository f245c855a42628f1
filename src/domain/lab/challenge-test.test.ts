import { describe, expect, it } from 'vitest';
import { evaluateChallengeTest, evaluateOrganism, type LogReductions } from './challenge-test.ts';

const lr = (day7: string | null, day14: string, day28: string): LogReductions => ({ day7, day14, day28 });

describe('ISO 11930 criteria per strain', () => {
  it('bacteria: A needs >= 3 at day 7, >= 3 and no increase at 14, no increase at 28', () => {
    expect(evaluateOrganism('bacteria', lr('3', '3', '3'))).toBe('A'); // at every limit
    expect(evaluateOrganism('bacteria', lr('3.5', '4.2', '5'))).toBe('A');
    // Day 7 just under 3: A fails, B (>= 3 at 14, no increase at 28) holds.
    expect(evaluateOrganism('bacteria', lr('2.99', '3.1', '3.1'))).toBe('B');
    // Day 7 not counted: at best B.
    expect(evaluateOrganism('bacteria', lr(null, '4', '4'))).toBe('B');
    // An increase from day 7 to day 14 (4 -> 3.5 log reduction) breaks A; B still holds at 3.5.
    expect(evaluateOrganism('bacteria', lr('4', '3.5', '3.5'))).toBe('B');
    // Day 14 just under 3: neither.
    expect(evaluateOrganism('bacteria', lr('3', '2.99', '4'))).toBe('fail');
    // An increase from day 14 to 28 (4 -> 3.9): neither A nor B.
    expect(evaluateOrganism('bacteria', lr('4', '4', '3.9'))).toBe('fail');
  });

  it('yeast (C. albicans): A needs >= 1 at day 7 and 14 and no increase; B >= 1 at 14 and no increase at 28', () => {
    expect(evaluateOrganism('yeast', lr('1', '1', '1'))).toBe('A');
    expect(evaluateOrganism('yeast', lr('0.99', '1', '1.2'))).toBe('B');
    expect(evaluateOrganism('yeast', lr('1', '0.99', '2'))).toBe('fail');
    expect(evaluateOrganism('yeast', lr('2', '2', '1.9'))).toBe('fail');
  });

  it('mould (A. brasiliensis): A needs no increase at 14 and >= 1 at 28; B no increase at 14 and at 28', () => {
    expect(evaluateOrganism('mould', lr(null, '0', '1'))).toBe('A'); // at both limits
    expect(evaluateOrganism('mould', lr(null, '0.5', '0.99'))).toBe('B'); // 28 just under 1
    expect(evaluateOrganism('mould', lr(null, '0', '0'))).toBe('B');
    expect(evaluateOrganism('mould', lr(null, '-0.01', '2'))).toBe('fail'); // an increase from the inoculum at 14
    expect(evaluateOrganism('mould', lr(null, '1.5', '1.2'))).toBe('fail'); // an increase from 14 to 28
  });
});

describe('the product result', () => {
  const allA = {
    p_aeruginosa: lr('4', '5', '5'),
    s_aureus: lr('3.2', '4', '5'),
    e_coli: lr('3', '3', '3'),
    c_albicans: lr('1.5', '2', '2.5'),
    a_brasiliensis: lr(null, '0.5', '1.5'),
  };

  it('passes criterion A when every strain meets A', () => {
    const result = evaluateChallengeTest(allA);
    expect(result.criterion).toBe('A');
    expect(result.organisms.map((o) => o.criterion)).toEqual(['A', 'A', 'A', 'A', 'A']);
  });

  it('meets only B when one strain meets only B', () => {
    expect(evaluateChallengeTest({ ...allA, a_brasiliensis: lr(null, '0.2', '0.5') }).criterion).toBe('B');
  });

  it('fails when one strain meets neither', () => {
    const result = evaluateChallengeTest({ ...allA, s_aureus: lr('2', '2.5', '3') });
    expect(result.criterion).toBe('fail');
    expect(result.organisms.find((o) => o.id === 's_aureus')!.criterion).toBe('fail');
  });
});
