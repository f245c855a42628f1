import { describe, expect, it } from 'vitest';
import { groupStatements } from './grouped-statements.ts';

interface Item {
  key: string;
  value: number;
}

/** A statement that answers once `finish` is called; records each group it was given. */
function controlledStatement(answer: (item: Item) => number | undefined = (item) => item.value * 10) {
  const groups: string[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: readonly Item[]) => {
    groups.push(items.map((item) => item.key));
    return new Promise<ReadonlyMap<string, number>>((resolve, reject) => {
      pending.push(() => {
        if (items.some((item) => item.value < 0))
          reject(new Error(`bad ${items.map((i) => i.key).join(',')}`));
        const results = new Map<string, number>();
        for (const item of items) {
          const result = answer(item);
          if (result !== undefined) results.set(item.key, result);
        }
        resolve(results);
      });
    });
  };
  /** Lets the oldest statement in flight answer, then lets every continuation run. */
  const finish = async () => {
    pending.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { run, groups, finish, inFlight: () => pending.length };
}

const byKey = (item: Item) => item.key;
const item = (key: string, value = 1): Item => ({ key, value });

describe('groupStatements', () => {
  it('runs a request alone and at once when nothing is in flight', async () => {
    const statement = controlledStatement();
    const grouped = groupStatements(byKey, statement.run, { concurrency: 1, maxGroup: 64 });
    const answer = grouped.submit(item('a', 2));
    expect(statement.groups).toEqual([['a']]);
    await statement.finish();
    expect(await answer).toBe(20);
  });

  it('sends the requests that arrived meanwhile together, as one statement, each with its own result', async () => {
    const statement = controlledStatement();
    const grouped = groupStatements(byKey, statement.run, { concurrency: 1, maxGroup: 64 });
    const first = grouped.submit(item('a', 1));
    const rest = ['b', 'c', 'd'].map((key, index) => grouped.submit(item(key, index + 2)));
    expect(statement.groups).toEqual([['a']]);
    await statement.finish();
    expect(statement.groups).toEqual([['a'], ['b', 'c', 'd']]);
    await statement.finish();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('answers undefined for a request the statement refused, and the others their results', async () => {
    const statement = controlledStatement((it) => (it.key === 'c' ? undefined : it.value));
    const grouped = groupStatements(byKey, statement.run, { concurrency: 1, maxGroup: 64 });
    const answers = ['a', 'b', 'c'].map((key) => grouped.submit(item(key, 7)));
    await statement.finish();
    await statement.finish();
    expect(await Promise.all(answers)).toEqual([7, 7, undefined]);
  });

  it('never puts two requests with the same key in one group, and holds at most maxGroup', async () => {
    const statement = controlledStatement();
    const grouped = groupStatements(byKey, statement.run, { concurrency: 1, maxGroup: 2 });
    const answers = ['a', 'b', 'b', 'c', 'd'].map((key) => grouped.submit(item(key)));
    while (statement.inFlight()) await statement.finish();
    expect(statement.groups).toEqual([['a'], ['b', 'c'], ['b', 'd']]);
    expect(await Promise.all(answers)).toEqual([10, 10, 10, 10, 10]);
  });

  it('keeps at most `concurrency` statements in flight', async () => {
    const statement = controlledStatement();
    const grouped = groupStatements(byKey, statement.run, { concurrency: 2, maxGroup: 64 });
    const answers = ['a', 'b', 'c', 'd'].map((key) => grouped.submit(item(key)));
    expect(statement.groups).toEqual([['a'], ['b']]);
    expect(statement.inFlight()).toBe(2);
    await statement.finish();
    expect(statement.groups).toEqual([['a'], ['b'], ['c', 'd']]);
    while (statement.inFlight()) await statement.finish();
    expect(await Promise.all(answers)).toEqual([10, 10, 10, 10]);
  });

  it('runs each request of a failed group alone: one bad request fails only itself', async () => {
    const statement = controlledStatement();
    const grouped = groupStatements(byKey, statement.run, { concurrency: 1, maxGroup: 64 });
    const first = grouped.submit(item('a'));
    const good = grouped.submit(item('b', 2));
    const bad = grouped.submit(item('c', -1));
    const cRefused = expect(bad).rejects.toThrow('bad c');
    await statement.finish();
    await statement.finish(); // the group b, c fails
    expect(statement.groups).toEqual([['a'], ['b', 'c'], ['b']]);
    await statement.finish();
    expect(statement.groups).toEqual([['a'], ['b', 'c'], ['b'], ['c']]);
    await statement.finish();
    expect(await first).toBe(10);
    expect(await good).toBe(20);
    await cRefused;
  });

  it('rejects a lone request with its statement error', async () => {
    const statement = controlledStatement();
    const grouped = groupStatements(byKey, statement.run, { concurrency: 1, maxGroup: 64 });
    const bad = grouped.submit(item('a', -1));
    const refused = expect(bad).rejects.toThrow('bad a');
    await statement.finish();
    await refused;
    expect(statement.groups).toEqual([['a']]);
  });

  it('sends the next group before the answered requests carry on', async () => {
    const statement = controlledStatement();
    const grouped = groupStatements(byKey, statement.run, { concurrency: 1, maxGroup: 64 });
    const seen: number[] = [];
    void grouped.submit(item('a')).then(() => seen.push(statement.groups.length));
    void grouped.submit(item('b'));
    await statement.finish();
    // When a's request carried on, b's statement had already gone out.
    expect(seen).toEqual([2]);
  });
});
