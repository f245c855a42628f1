import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** The smallest files each type is known by: a PDF's `%PDF-` header, the PNG signature. */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

export const uploadOf = (overrides: Record<string, unknown> = {}, bytes: Buffer = PDF) => ({
  type: 'sds',
  fileName: 'glycerin-sds.pdf',
  file: bytes.toString('base64'),
  issuedOn: '2026-01-15',
  expiresOn: null,
  ...overrides,
});

/** Uploads a document and expects it stored (201). */
export async function upload(
  t: TestApp,
  cookie: string,
  owner: string,
  overrides: Record<string, unknown> = {},
  bytes: Buffer = PDF,
) {
  const response = await t.call({
    method: 'POST',
    url: `/api/${owner}/documents`,
    payload: uploadOf(overrides, bytes),
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
