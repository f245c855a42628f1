import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideationSessions } from '../../src/server/db/schema.ts';
import { download, editor, exportOf, startExportsApp, stopExportsApp, t } from '../support/exports-app.ts';

/**
 * Choosing what to export and who may (docs/product-rules.md, "Sustainability, analytics, exports", "Sign-in and permissions"; ADR 004), on the demo data: empty
 * templates said before anything is made, one file per template, the spec's message for no selection, the AI
 * sessions and admin-only templates kept from those who may not read them, and no other user's file or path.
 */
beforeAll(startExportsApp);
afterAll(stopExportsApp);

describe('exports', () => {
  it('says which templates are empty before anything is made, and refuses to make an empty file', async () => {
    const preview = await t.call({
      method: 'GET',
      url: '/api/exports/preview?dateRange=all_time',
      cookie: editor,
    });
    expect(preview.statusCode).toBe(200);
    const counts = Object.fromEntries(
      (preview.json() as { template: string; records: number }[]).map((p) => [p.template, p.records]),
    );
    const formulations = (await t.call({ method: 'GET', url: '/api/formulations', cookie: editor })).json();
    expect(counts.formulations).toBe(formulations.length);
    expect(counts).not.toHaveProperty('users');
    expect(
      (await t.call({ method: 'GET', url: '/api/exports/preview?dateRange=someday', cookie: editor }))
        .statusCode,
    ).toBe(400);

    await t.database.db.delete(ideationSessions);
    const empty = await t.call({
      method: 'GET',
      url: '/api/exports/preview?dateRange=last_7_days',
      cookie: editor,
    });
    expect(empty.json()).toContainEqual({ template: 'ideation_sessions', records: 0 });
    const before = (await t.call({ method: 'GET', url: '/api/exports', cookie: editor })).json().length;
    const refused = await t.call({
      method: 'POST',
      url: '/api/exports',
      payload: { templates: ['suppliers', 'ideation_sessions'], format: 'xlsx', dateRange: 'last_7_days' },
      cookie: editor,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Nothing to export: AI Sessions has no records for the chosen period. Pick another period or template.',
    );
    expect((await t.call({ method: 'GET', url: '/api/exports', cookie: editor })).json().length).toBe(before);
  });

  it('keeps the AI sessions export from those who may not read the sessions', async () => {
    const viewer = await t.signInAs('viewer', 'viewer-exporter@test.example.com');
    const templates = (await t.call({ method: 'GET', url: '/api/exports/templates', cookie: viewer })).json();
    expect(templates.map((x: { id: string }) => x.id)).not.toContain('ideation_sessions');
    const refused = await t.call({
      method: 'POST',
      url: '/api/exports',
      payload: { templates: ['ideation_sessions'] },
      cookie: viewer,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('makes one file per selected template and lists them as recent exports', async () => {
    const records = await exportOf(editor, ['ingredients', 'compliance_report'], 'csv', 'last_30_days');
    expect(records.map((r) => r.template)).toEqual(['ingredients', 'compliance_report']);
    const list = (await t.call({ method: 'GET', url: '/api/exports', cookie: editor })).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(records.map((r) => r.id)));
  });

  it('refuses an empty selection with the spec message and changes nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/exports', cookie: editor })).json().length;
    const response = await t.call({
      method: 'POST',
      url: '/api/exports',
      payload: { templates: [] },
      cookie: editor,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select at least one export template.');
    expect((await t.call({ method: 'GET', url: '/api/exports', cookie: editor })).json().length).toBe(before);
  });

  it('keeps the admin-only templates for admins', async () => {
    const templates = (await t.call({ method: 'GET', url: '/api/exports/templates', cookie: editor })).json();
    expect(templates.map((x: { id: string }) => x.id)).not.toContain('users');
    const refused = await t.call({
      method: 'POST',
      url: '/api/exports',
      payload: { templates: ['users'] },
      cookie: editor,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await t.signInAs('admin', 'export-admin@test.example.com');
    const adminTemplates = (
      await t.call({ method: 'GET', url: '/api/exports/templates', cookie: admin })
    ).json();
    expect(adminTemplates.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining(['users', 'activity_log', 'ideation_sessions']),
    );
    const [users] = await exportOf(admin, ['users'], 'csv');
    expect((await download(admin, users!.downloadUrl)).body).toContain('admin@example.com');
  });

  it("never serves another user's export, an unknown id or a path", async () => {
    const [record] = await exportOf(editor, ['suppliers'], 'csv');
    const other = await t.signInAs('viewer', 'other-exporter@test.example.com');
    expect((await t.call({ method: 'GET', url: record!.downloadUrl, cookie: other })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/exports/${record!.id}`, cookie: other })).statusCode,
    ).toBe(404);
    const list = (await t.call({ method: 'GET', url: '/api/exports', cookie: other })).json();
    expect(list.map((r: { id: string }) => r.id)).not.toContain(record!.id);
    for (const url of [
      '/api/exports/..%2F..%2Fpg-password/download',
      '/api/exports/..%2f..%2fetc%2fpasswd/download',
      '/api/exports/00000000-0000-0000-0000-000000000000/download',
    ]) {
      expect((await t.call({ method: 'GET', url, cookie: editor })).statusCode, url).toBe(404);
    }
  });

  it('answers 401 signed out', async () => {
    expect((await t.call({ method: 'GET', url: '/api/exports' })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/api/exports', payload: { templates: ['suppliers'] } }))
        .statusCode,
    ).toBe(401);
  });
});
