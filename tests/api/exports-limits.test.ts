import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished } from '../support/exports-app.ts';
import {
  createFormulation,
  createIssue,
  createRawMaterial,
  createSupplier,
  updateSettings,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Exports and files (docs/product-rules.md, "Sign-in and permissions"): rate-limited per user, capped in count (the oldest go), closed with their
 * feature, and every export file and backup kept in the file store, never on one instance's disk (ADR 038).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { EXPORT_RATE_LIMIT: '6', EXPORT_KEEP: '3' } });
  admin = await t.signInAs('admin', 'exporter@test.example.com');
  // Something to export: an export with no records is refused before it is made.
  await createSupplier(t, admin);
  const rawMaterial = await createRawMaterial(t, admin);
  await createFormulation(t, admin, [rawMaterial.id]);
  await createIssue(t, admin);
});
afterAll(async () => t.close());

const exportNow = (cookie: string, templates: string[], format = 'csv') =>
  t.call({
    method: 'POST',
    url: '/api/exports',
    payload: { templates, format, dateRange: 'all_time' },
    cookie,
  });
const onDisk = (folder: string) => fs.existsSync(path.join(t.app.config.dataDir, folder));

describe('export files', () => {
  it('keeps export files and backups in the file store, not on the instance’s disk', async () => {
    const cookie = await t.signInAs('editor', 'files@test.example.com');
    const made = await exportNow(cookie, ['suppliers']);
    expect(made.statusCode, made.body).toBe(201);
    const done = await finished(cookie, made.json()[0].id, t);
    expect(done.status).toBe('completed');
    expect(await t.app.services.files.exists(`exports/${done.id}.csv`)).toMatchObject({
      contentType: 'text/csv; charset=utf-8',
    });
    const backup = await t.call({ method: 'POST', url: '/api/admin/backups', cookie: admin });
    expect(backup.statusCode, backup.body).toBe(201);
    expect(await t.app.services.files.exists(`backups/${backup.json().fileName}`)).toMatchObject({
      contentType: 'application/gzip',
      size: backup.json().sizeBytes,
    });
    expect([onDisk('exports'), onDisk('backups')]).toEqual([false, false]);
  });

  it('keeps the newest exports per user and deletes the oldest beyond the cap, files included', async () => {
    const cookie = await t.signInAs('viewer', 'keeper@test.example.com');
    const first = await finished(cookie, (await exportNow(cookie, ['ingredients'])).json()[0].id, t);
    expect(await t.app.services.files.exists(`exports/${first.id}.csv`)).toBeDefined();
    await exportNow(cookie, ['suppliers', 'formulations', 'ingredients']);
    const list = (await t.call({ method: 'GET', url: '/api/exports', cookie })).json();
    expect(list).toHaveLength(3);
    expect(list.map((record: { id: string }) => record.id)).not.toContain(first.id);
    expect(await t.app.services.files.exists(`exports/${first.id}.csv`)).toBeUndefined();
    const deleted = await t.call({ method: 'DELETE', url: `/api/exports/${list[0].id}`, cookie });
    expect(deleted.statusCode).toBe(204);
  });

  it('limits how many exports a user starts per hour', async () => {
    const cookie = await t.signInAs('viewer', 'busy@test.example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await exportNow(cookie, ['suppliers'])).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    // Another user is not held back by this one.
    const other = await t.signInAs('viewer', 'calm@test.example.com');
    expect((await exportNow(other, ['suppliers'])).statusCode).toBe(201);
  });

  it('closes a switched-off feature’s exports: not offered, not made, not downloaded', async () => {
    const cookie = await t.signInAs('editor', 'compliance-export@test.example.com');
    const made = await finished(cookie, (await exportNow(cookie, ['compliance_report'])).json()[0].id, t);
    await updateSettings(t, admin, (settings) => {
      settings.features.compliance = false;
    });
    try {
      const templates = (await t.call({ method: 'GET', url: '/api/exports/templates', cookie })).json();
      expect(templates.map((template: { id: string }) => template.id)).not.toContain('compliance_report');
      expect((await exportNow(cookie, ['compliance_report'])).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: made.downloadUrl, cookie })).statusCode).toBe(404);
      const list = (await t.call({ method: 'GET', url: '/api/exports', cookie })).json();
      expect(list.map((record: { id: string }) => record.id)).not.toContain(made.id);
    } finally {
      await updateSettings(t, admin, (settings) => {
        settings.features.compliance = true;
      });
    }
  });
});
