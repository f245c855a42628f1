import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues, events, regulatoryRules } from '../../src/server/db/schema.ts';
import type { FileStore } from '../../src/server/files/index.ts';
import { enqueueJob } from '../../src/server/jobs/enqueue.ts';
import {
  createFormulation,
  createIssue,
  createRawMaterial,
  createSubstance,
  pureComposition,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Background jobs (ADR 039) through the app's own worker: an export made in the background, a failure retried
 * with backoff, a job that uses every attempt landing in the dead-letter list and retried by an administrator,
 * the daily jobs (rules coming into force, reminders), and the queue figures.
 */
let t: TestApp;
let admin: string;
let editor: string;
let files: FileStore;
let realPut: FileStore['put'];
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  admin = await t.signInAs('admin');
  editor = await t.signInAs('editor', 'background@test.example.com');
  files = t.app.services.files;
  realPut = files.put.bind(files);
});
afterAll(async () => t.close());

/** The file store refuses the next `times` writes, as an unreachable S3 or a full disk would. */
function failWrites(times: number) {
  let left = times;
  files.put = async (...args) => {
    if (left-- > 0) throw new Error('The storage is unavailable');
    return realPut(...args);
  };
}

const exportRecord = async (id: string) =>
  (
    (await t.call({ method: 'GET', url: '/api/exports', cookie: editor })).json() as Record<string, unknown>[]
  ).find((record) => record.id === id);

async function startExport(template = 'suppliers') {
  const response = await t.call({
    method: 'POST',
    url: '/api/exports',
    payload: { templates: [template], format: 'csv', dateRange: 'all_time' },
    cookie: editor,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()[0] as { id: string; status: string; progress: number; downloadUrl: string | null };
}

const jobsOf = async (task: string) =>
  (
    await t.database.pool.query<{ attempts: number; last_error: string | null; due_later: boolean }>(
      `select attempts, last_error, run_at > now() as due_later from graphile_worker.jobs
       where task_identifier = $1`,
      [task],
    )
  ).rows;

describe('an export made in the background', () => {
  it('answers at once with the export waiting, then its status goes to completed and the file downloads', async () => {
    const queued = await startExport();
    expect(queued).toMatchObject({ status: 'pending', progress: 0, downloadUrl: null });
    await expect
      .poll(async () => (await exportRecord(queued.id))?.status, { timeout: 15_000 })
      .toBe('completed');
    const done = await exportRecord(queued.id);
    expect(done).toMatchObject({ progress: 100, downloadUrl: `/api/exports/${queued.id}/download` });
    const file = await t.call({ method: 'GET', url: String(done!.downloadUrl), cookie: editor });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(done!.sizeBytes));
    expect(file.body).toContain('"Name","Email","Phone"');
    // Each step was pushed to the owner's screens through the live feed (queued, started, built, rendered, done).
    const pushed = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'exports'), eq(events.entityId, queued.id)));
    expect(pushed.length).toBeGreaterThanOrEqual(5);
    expect(pushed.every((event) => event.ownerId === done!.userId || event.ownerId !== null)).toBe(true);
  });
});

describe('retries', () => {
  it('retries a failed export with backoff, and it then succeeds', async () => {
    failWrites(1);
    const queued = await startExport('ingredients');
    // After the first failure the job waits (graphile-worker's backoff: e^1 ≈ 2.7 s) with its error.
    await expect
      .poll(async () => (await jobsOf('export'))[0]?.last_error, { timeout: 10_000 })
      .toBe('The storage is unavailable');
    expect(await jobsOf('export')).toEqual([
      { attempts: 1, last_error: 'The storage is unavailable', due_later: true },
    ]);
    expect((await exportRecord(queued.id))?.status).toBe('pending');
    await expect
      .poll(async () => (await exportRecord(queued.id))?.status, { timeout: 15_000 })
      .toBe('completed');
    await expect.poll(async () => jobsOf('export')).toEqual([]);
  });

  it('puts a job that failed every attempt in the dead-letter list, and an administrator retries it', async () => {
    failWrites(1000);
    const queued = await startExport('formulations');
    // Three attempts: now, after ~2.7 s and after ~7.4 s more; then the export says it failed.
    await expect
      .poll(async () => (await exportRecord(queued.id))?.status, { timeout: 25_000, interval: 250 })
      .toBe('failed');
    expect((await exportRecord(queued.id))?.error).toBe('The export could not be produced.');
    const overview = (await t.call({ method: 'GET', url: '/api/admin/jobs', cookie: admin })).json();
    const dead = overview.deadLetters.find(
      (job: { subject: string }) => job.subject === `export ${queued.id}`,
    );
    expect(dead).toMatchObject({
      queue: 'export',
      label: 'Export',
      attempts: 3,
      lastError: 'The storage is unavailable',
    });
    expect(overview.queues.find((queue: { queue: string }) => queue.queue === 'export')).toMatchObject({
      failed: 1,
    });

    files.put = realPut;
    const retried = await t.call({ method: 'POST', url: `/api/admin/jobs/${dead.id}/retry`, cookie: admin });
    expect(retried.statusCode, retried.body).toBe(204);
    await expect
      .poll(async () => (await exportRecord(queued.id))?.status, { timeout: 15_000 })
      .toBe('completed');
    const after = (await t.call({ method: 'GET', url: '/api/admin/jobs', cookie: admin })).json();
    expect(after.deadLetters).toEqual([]);
    // Retrying it again: it is no longer in the list.
    expect(
      (await t.call({ method: 'POST', url: `/api/admin/jobs/${dead.id}/retry`, cookie: admin })).json(),
    ).toEqual(expect.objectContaining({ message: 'Job not found' }));
  });

  it('answers 401 signed out, 403 to others than administrators, 404 for an unknown job', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/admin/jobs', cookie: editor })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/admin/jobs/1/retry', cookie: editor })).statusCode,
    ).toBe(403);
    for (const id of ['999999999', 'not-a-job']) {
      const response = await t.call({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, cookie: admin });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Job not found');
    }
  });
});

describe('rules coming into force', () => {
  it('opens the issue on the day the rule’s date arrives, not before', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const substance = await createSubstance(t, admin, { inciName: uniqueName('Dated Acid') });
    const water = await createRawMaterial(t, admin, { name: uniqueName('Water'), incisName: 'Aqua' });
    const acid = await createRawMaterial(t, admin, {
      name: uniqueName('Dated Acid'),
      incisName: 'Dated Acid',
      composition: pureComposition(substance.id),
    });
    const formulation = await createFormulation(t, admin, [
      { ingredientId: water.id, ounces: '95' },
      { ingredientId: acid.id, ounces: '5' },
    ]);
    // 5 % against a 2 % limit that applies from tomorrow: nothing to report today.
    const rule = await t.call({
      method: 'POST',
      url: '/api/regulatory-rules',
      payload: ruleInput({ substanceId: substance.id, appliesFrom: tomorrow }),
      cookie: admin,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const open = () =>
      t.database.db
        .select()
        .from(complianceIssues)
        .where(
          and(eq(complianceIssues.formulationId, formulation.id), ne(complianceIssues.status, 'resolved')),
        );
    expect(await open()).toEqual([]);
    // The job for tomorrow run today finds the rule but it is not in force yet: still nothing.
    await enqueueJob(t.database.db, 'rules_in_force', { day: tomorrow });
    await expect.poll(async () => (await jobsOf('rules_in_force')).length).toBe(0);
    expect(await open()).toEqual([]);

    // The day arrives (the rule's date moved to today, as the calendar would have moved to it; nobody edits the
    // rule through the API), and the daily job for that day re-checks the rule's formulations.
    await t.directWrite(() =>
      t.database.db
        .update(regulatoryRules)
        .set({ appliesFrom: today })
        .where(eq(regulatoryRules.id, rule.json().id)),
    );
    expect(await open()).toEqual([]);
    await enqueueJob(t.database.db, 'rules_in_force', { day: today });
    await expect.poll(async () => (await open()).length, { timeout: 10_000 }).toBe(1);
    const [issue] = await open();
    expect(issue?.ruleId).toBe(rule.json().id);
  });
});

describe('reminders', () => {
  it('reminds the assignee of an issue due within 3 days, once', async () => {
    const assignee = await t.createUser('quality_regulatory', 'due@test.example.com');
    const cookie = await t.signInAs('quality_regulatory', 'due@test.example.com');
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const soon = await createIssue(t, admin, { dueDate: inTwoDays, assigneeId: assignee.id });
    await createIssue(t, admin, { dueDate: inTenDays, assigneeId: assignee.id });
    const reminders = async () =>
      (
        (await t.call({ method: 'GET', url: '/api/account-notices', cookie })).json().items as {
          kind: string;
          body: string;
        }[]
      ).filter((notice) => notice.kind === 'reminders');
    expect(await reminders()).toEqual([]);
    await enqueueJob(t.database.db, 'reminders', {});
    await expect.poll(async () => (await reminders()).length, { timeout: 10_000 }).toBe(1);
    expect((await reminders())[0]?.body).toBe(
      `"${soon.title}" is due in 2 days (${inTwoDays}). Follow it up in Regulatory Compliance.`,
    );
    // The next day's run (or a second worker) does not remind again.
    expect(await t.app.services.reminders.run(new Date())).toBe(0);
    expect(await reminders()).toHaveLength(1);
  });
});

describe('queue figures', () => {
  it('gives the depth and the oldest waiting job’s age per queue', async () => {
    await enqueueJob(t.database.db, 'webhook_prune', {}, { runAt: new Date(Date.now() + 3_600_000) });
    const stats = await t.app.services.jobs.queueStats();
    expect(stats.map((queue) => queue.queue)).toEqual(
      expect.arrayContaining(['export', 'backup', 'webhook_delivery', 'reminders', 'rules_in_force']),
    );
    expect(stats.find((queue) => queue.queue === 'webhook_prune')).toMatchObject({
      waiting: 0,
      scheduled: 1,
      oldestWaitingSeconds: null,
    });
  });
});
