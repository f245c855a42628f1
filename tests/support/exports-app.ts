import { expect } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the exports API tests (tests/api/exports-*.test.ts), on the demo data, and the calls they share.
 * Each file builds its own app on its own database with `beforeAll(startExportsApp)` and closes it with
 * `afterAll(stopExportsApp)`. `t` and `editor` are live bindings set by the start: read them inside tests and
 * hooks, never at import time.
 */
export let t: TestApp;
export let editor: string;

export async function startExportsApp() {
  t = await buildTestApp({ seed: 'demo' });
  editor = await t.signInAs('editor', 'exporter@test.example.com');
}

export const stopExportsApp = async () => t.close();

export async function exportOf(cookie: string, templates: string[], format: string, dateRange = 'all_time') {
  const response = await t.call({
    method: 'POST',
    url: '/api/exports',
    payload: { templates, format, dateRange },
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  // Exports are made in the background (ADR 039): the answer lists them waiting; wait until each is done.
  const queued = response.json() as { id: string }[];
  return Promise.all(queued.map((record) => finished(cookie, record.id)));
}

export interface ExportRecordBody {
  id: string;
  status: string;
  progress: number;
  error: string | null;
  downloadUrl: string;
  fileName: string;
  template: string;
}

/** The export once its job has finished (completed or failed), as the list answers it. */
export async function finished(cookie: string, id: string, app: TestApp = t): Promise<ExportRecordBody> {
  let record: ExportRecordBody | undefined;
  await expect
    .poll(
      async () => {
        const list = await app.call({ method: 'GET', url: '/api/exports', cookie });
        record = (list.json() as ExportRecordBody[]).find((entry) => entry.id === id);
        return record?.status;
      },
      { timeout: 20_000, interval: 50 },
    )
    .toMatch(/^(completed|failed)$/);
  return record!;
}

export async function download(cookie: string, url: string) {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode).toBe(200);
  return response;
}
