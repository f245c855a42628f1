import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import type { AnyViolation } from './findings.ts';
import { reconcileAll } from './reconcile-alerts.ts';

const actor = { userId: '00000000-0000-4000-8000-000000000001', ip: '127.0.0.1', requestId: 'unit' };

/**
 * A transaction's connection as node-postgres drives it: one statement at a time, each answered on a later turn
 * of the event loop (its socket), and the next one sent only when the caller's code for the answer has run.
 * Records how many formulations had been checked when each statement went out.
 */
function connection(checked: () => number) {
  const sentAt: number[] = [];
  let previous = Promise.resolve();
  const execute = () => {
    const answer = previous.then(() => {
      sentAt.push(checked());
      return new Promise<{ rows: { opened: number; resolved: number }[] }>((resolve) =>
        setImmediate(() => resolve({ rows: [{ opened: 1, resolved: 1 }] })),
      );
    });
    previous = answer.then(() => undefined);
    return answer;
  };
  return { tx: { execute } as unknown as Executor, sentAt };
}

const violation = (formulationId: string): AnyViolation => ({
  ruleId: 'rule',
  autoKey: `rule:${formulationId}`,
  ingredientId: null,
  severity: 'high',
  region: 'EU',
  title: `Alert of ${formulationId}`,
  description: 'unit',
});

describe('reconcileAll', () => {
  it('lets the connection send the next queued statement while it checks the next chunk', async () => {
    const formulations = Array.from({ length: 300 }, (_, index) => ({ id: `f${index}` }));
    // Each of the first chunk's formulations has an alert whose violation is gone: its chunk sends an opening
    // statement, then a resolving one, which the connection sends once the opening one is answered.
    const existing = formulations.slice(0, 100).map((formulation) => ({
      id: `a-${formulation.id}`,
      autoKey: `gone:${formulation.id}`,
      formulationId: formulation.id,
    }));
    let checked = 0;
    const { tx, sentAt } = connection(() => checked);
    const counts = await reconcileAll(
      tx,
      formulations,
      (formulation) => {
        checked += 1;
        return [violation(formulation.id)];
      },
      existing,
      actor,
      100,
    );
    expect(counts).toEqual({ checked: 300, opened: 3, resolved: 1 });
    // First chunk: opened as soon as its hundred are checked; resolved a turn after the answer, within the next
    // fifty checks (before, it waited for the whole next chunk: 200).
    expect(sentAt[0]).toBe(100);
    expect(sentAt[1]).toBeGreaterThan(100);
    expect(sentAt[1]).toBeLessThanOrEqual(150);
  });
});
