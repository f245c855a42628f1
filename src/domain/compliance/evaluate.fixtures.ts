import { evaluateCompliance, type Finding } from './evaluate.ts';
import type { ComplianceRule } from './rule.ts';
import { FACTS, rule, type subject } from './test-subject.ts';

/**
 * What the regulatory engine's evaluate tests share: a run on a fixed day against test-subject.ts's
 * catalogue, a findings summary (substance, status, amount), and the general limits they check against
 * (salicylic acid 2 %, retinol 0.3 %).
 */
const TODAY = '2026-11-23';
export const run = (s: ReturnType<typeof subject>, rules: ComplianceRule[]) =>
  evaluateCompliance(s, rules, FACTS, TODAY);
export const summary = (findings: Finding[]) =>
  findings.map((f) => [f.inciName, f.status, f.amount?.total.toFixed(6) ?? null]);

export const SALICYLIC = rule({
  ruleType: 'max_concentration',
  substanceId: 'salicylic',
  maxPercent: '2',
  name: 'Salicylic 2 %',
});
export const RETINOL = rule({ ruleType: 'max_concentration', substanceId: 'retinol', maxPercent: '0.3' });
