import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf } from '../support/factories.ts';
import {
  newSession,
  other,
  scientist,
  startIdeationApp,
  stopIdeationApp,
  storedSession,
  t,
} from '../support/ideation-app.ts';

/**
 * PATCH and DELETE /api/ideation/:id (docs/product-rules.md, "Records", "API conventions"): rating a session and marking it
 * implemented with the revision read, deleting one's own session; another user's session is refused and
 * stays.
 */
beforeAll(startIdeationApp);
afterAll(stopIdeationApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

const patch = (id: string, payload: object, cookie = scientist) =>
  t.call({ method: 'PATCH', url: `/api/ideation/${id}`, payload, cookie });

describe('PATCH /api/ideation/:id', () => {
  it('rates a session (a number or numeric text), marks it implemented and clears the rating', async () => {
    const session = await newSession();
    const rated = await patch(session.id, { rating: 4, revision: session.revision });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ id: session.id, rating: 4, isImplemented: false, revision: 2 });
    const done = await patch(session.id, { rating: '5', isImplemented: true, revision: 2 });
    expect(done.json()).toMatchObject({ rating: 5, isImplemented: true, revision: 3 });
    const cleared = await patch(session.id, { rating: null, revision: 3 });
    expect(cleared.json()).toMatchObject({ rating: null, isImplemented: true, revision: 4 });
    const activity = await activityOf(t, session.id);
    expect(activity.map((a) => a.description.replace(/^AI session "[^"]*": /, ''))).toEqual([
      expect.stringMatching(/^Asked the AI assistant/),
      'rated 4/5',
      'rated 5/5, marked implemented',
      'cleared the rating',
    ]);
  });

  it('answers 409 on a stale revision and changes nothing', async () => {
    const session = await newSession();
    expect((await patch(session.id, { rating: 3, revision: 1 })).statusCode).toBe(200);
    const stale = await patch(session.id, { rating: 1, isImplemented: true, revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await storedSession(session.id)).toMatchObject({ rating: 3, isImplemented: false, revision: 2 });
  });

  it('answers 400 for a bad rating, a missing revision or nothing to change', async () => {
    const session = await newSession();
    for (const [payload, message] of [
      [{ rating: 6, revision: 1 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 2.5, revision: 1 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 0, revision: 1 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 3 }, 'Revision is required'],
      [{ revision: 1 }, 'Nothing to update: send a rating or isImplemented'],
    ] as const) {
      const response = await patch(session.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await storedSession(session.id)).toMatchObject({ rating: null, revision: 1 });
  });

  it("answers 404 for an unknown id and 403 for another user's session, which stays as it was", async () => {
    const theirs = await newSession(other, 'Their idea');
    for (const id of [randomUUID(), 'nope']) {
      const response = await patch(id, { rating: 1, isImplemented: true, revision: 1 });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'AI session not found' });
    }
    const refused = await patch(theirs.id, { rating: 1, isImplemented: true, revision: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can change only your own AI sessions' });
    expect(await storedSession(theirs.id)).toMatchObject({ rating: null, isImplemented: false, revision: 1 });
  });
});

describe('DELETE /api/ideation/:id', () => {
  it('deletes an own session and records it', async () => {
    const session = await newSession();
    const response = await t.call({
      method: 'DELETE',
      url: `/api/ideation/${session.id}`,
      cookie: scientist,
    });
    expect(response.statusCode).toBe(204);
    expect(await storedSession(session.id)).toBeUndefined();
    expect((await activityOf(t, session.id)).at(-1)).toMatchObject({ action: 'ideation_delete' });
  });

  it("answers 404 for an unknown id and 403 for another user's session, which stays", async () => {
    const theirs = await newSession(other, 'Keep me');
    const unknown = await t.call({
      method: 'DELETE',
      url: `/api/ideation/${randomUUID()}`,
      cookie: scientist,
    });
    expect(unknown.statusCode).toBe(404);
    const refused = await t.call({ method: 'DELETE', url: `/api/ideation/${theirs.id}`, cookie: scientist });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can change only your own AI sessions' });
    expect(await storedSession(theirs.id)).toBeDefined();
  });
});
