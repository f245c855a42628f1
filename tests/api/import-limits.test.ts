import http from 'node:http';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, ingredients, substances, suppliers } from '../../src/server/db/schema.ts';
import { base64, xfdWorkbook, zipBomb } from '../support/hostile-files.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Imports cannot exhaust the server (ADR 027): the security review's workbook (one cell in column XFD per row,
 * 4,000 rows: it ran the process out of memory) and a zip bomb are refused with the limit named, import nothing,
 * and a request made over a real connection while the server is refusing them is answered meanwhile.
 */
let t: TestApp;
let admin: string;
let url: string;
let hostileSheet: Buffer;
let bomb: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hostileSheet = await xfdWorkbook(4000);
  // One worksheet that inflates to 300 MB of spaces, ~300 KB on the wire.
  bomb = await zipBomb(300);
});
afterAll(async () => t.close());

async function tableCounts() {
  const counted = await Promise.all(
    [substances, ingredients, suppliers, activityLog].map(async (table) => {
      const [row] = await t.database.db.select({ n: count() }).from(table);
      return row!.n;
    }),
  );
  return counted;
}

const ROUTES = ['/api/substances/import', '/api/ingredients/import', '/api/suppliers/import'];

/** POSTs the import over a real connection; `sent` settles once its whole body has been handed to the socket. */
function importOverHttp(route: string, file: Buffer) {
  const body = JSON.stringify({ file: base64(file), fileName: 'hostile.xlsx' });
  let sent: () => void = () => undefined;
  const written = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const answered = new Promise<{ status: number; body: { message: string } }>((resolve, reject) => {
    const request = http.request(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie: admin },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    request.on('error', reject);
    request.on('finish', sent);
    request.end(body);
  });
  return { written, answered };
}

/**
 * Sends the import over HTTP and, once its body is sent, GET /healthz one after another until the import is
 * answered: the order of the answers is what is checked, never a duration.
 */
async function importWhileGetting(route: string, file: Buffer) {
  const answers: string[] = [];
  const { written, answered } = importOverHttp(route, file);
  const importing = answered.then((answer) => {
    answers.push('import');
    return answer;
  });
  await written;
  const statuses: number[] = [];
  while (!answers.includes('import')) {
    const response = await fetch(`${url}/healthz`);
    statuses.push(response.status);
    answers.push('healthz');
  }
  return { answer: await importing, answers, statuses };
}

describe('hostile imports', () => {
  it("refuses the review's workbook (a cell in column XFD on each of 4,000 rows) on every import route", async () => {
    expect(hostileSheet.length).toBeLessThan(40_000);
    const before = await tableCounts();
    for (const route of ROUTES) {
      const response = await t.call({
        method: 'POST',
        url: route,
        payload: { file: base64(hostileSheet), fileName: 'hostile.xlsx' },
        cookie: admin,
      });
      expect(response.statusCode, route).toBe(413);
      expect(response.json(), route).toEqual({ message: 'The sheet has more than 100 columns' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('answers a parallel GET while it refuses the workbook', async () => {
    const before = await tableCounts();
    const { answer, answers, statuses } = await importWhileGetting('/api/suppliers/import', hostileSheet);
    expect(answer).toEqual({ status: 413, body: { message: 'The sheet has more than 100 columns' } });
    expect(answers[0]).toBe('healthz');
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a zip bomb (a 300 MB sheet in 300 KB) from its directory, answering a parallel GET meanwhile', async () => {
    expect(bomb.length).toBeLessThan(1_000_000);
    const before = await tableCounts();
    const { answer, answers, statuses } = await importWhileGetting('/api/ingredients/import', bomb);
    expect(answer).toEqual({
      status: 413,
      body: { message: 'A part of the workbook is larger than 30 MB uncompressed' },
    });
    expect(answers[0]).toBe('healthz');
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await tableCounts()).toEqual(before);
  });

  it('still imports a normal file after the refusals', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers/import',
      payload: { csv: 'Name,Country\nAfter The Storm Ltd,France\n' },
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ accepted: 1, rejected: [] });
  });

  it('reads a file of 5 MB and refuses one a byte over before reading it', async () => {
    const send = (bytes: number) =>
      t.call({
        method: 'POST',
        url: '/api/suppliers/import',
        payload: { file: base64(Buffer.alloc(bytes, 0x41)), fileName: 'big.csv' },
        cookie: admin,
      });
    // One line of 5,000,000 letters: a header and nothing to import, read whole.
    const atLimit = await send(5_000_000);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).toBe('The file has no rows to import');
    const over = await send(5_000_001);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('The file is larger than 5 MB');
  });
});
