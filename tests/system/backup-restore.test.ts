import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupKey,
  RestoreError,
  restoreBackup,
  tableChecksums,
  writeBackup,
} from '../../src/server/db/backup/index.ts';
import { connect } from '../../src/server/db/client.ts';
import { startEmbedded } from '../../src/server/db/embedded.ts';
import { createPostgresFileStore } from '../../src/server/files/postgres-file-store.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const run = promisify(execFile);

/**
 * Backup and restore end to end: the demo data (plus rows in the tables the demo leaves empty) is backed up,
 * restored into fresh databases through the function and through `npm run restore` on an embedded DATA_DIR,
 * and every table's row count and checksum compared.
 */
let source: TestDatabase;
let target: TestDatabase;
// Two and a half chunks of the files section (1 MiB each), bytes no text encoding would survive.
const DOCUMENT = Buffer.from(Array.from({ length: 2.5 * 1024 * 1024 }, (_, i) => (i * 7919) % 256));
const DOCUMENT_KEY = 'documents/backup-probe.pdf';
const targetFiles = () => createPostgresFileStore(target.pool);
let backupFile: string;
let backupName: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-backup-'));
const cleanup = [work];

beforeAll(async () => {
  source = await createTestDatabase('demo');
  // Rows in tables the demo data does not fill, including a serial id and awkward values.
  await source.db.execute(sql`
    insert into login_attempts (email, ip, outcome) values ('a@b.co', '127.0.0.1', 'failure'), ('a@b.co', '::1', 'success');
    insert into invitations (token_hash, user_id, expires_at)
      select repeat('ab', 32), id, now() + interval '7 days' from users order by email limit 1;
    insert into activity_log (action, description, metadata)
      values ('probe', 'Quote '' and "double", emoji 🧴, newline
here', '{"nested": [1, 2.50, {"x": null}], "big": 12345678901234567890.123}'::jsonb);
    insert into documents (ingredient_id, type, version, file_name, content_type, size_bytes, file_key, expires_on)
      select id, 'sds', 1, 'SDS « glycérine ».pdf', 'application/pdf', 1234, 'documents/probe.pdf', '2027-01-31'
      from ingredients order by name limit 1;
  `);
  await source.db.execute(sql`
    insert into documents (ingredient_id, type, version, file_name, content_type, size_bytes, file_key)
      select id, 'coa', 1, 'CoA.pdf', 'application/pdf', ${DOCUMENT.length}, ${DOCUMENT_KEY}
      from ingredients order by name limit 1`);
  // Written to the file store (ADR 038), then downloaded to a file as an administrator would. The CoA's bytes are
  // in the store; the SDS's (documents/probe.pdf) are not, as when a file was lost before the backup.
  const store = createPostgresFileStore(source.pool);
  await store.put(DOCUMENT_KEY, DOCUMENT, 'application/pdf');
  const written = await writeBackup(source.pool, store);
  backupName = written.fileName;
  expect(written).toMatchObject({ files: 1, missingFiles: ['documents/probe.pdf'] });
  backupFile = path.join(work, backupName);
  fs.writeFileSync(backupFile, (await store.get(backupKey(backupName)))!);
  target = await createTestDatabase('base');
});

afterAll(async () => {
  await source?.drop();
  await target?.drop();
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up every table, with row counts, into a gzip file', async () => {
    const checksums = await tableChecksums(source.pool);
    const lines = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trim().split('\n');
    const header = JSON.parse(lines[0]!);
    expect([...header.tables].sort()).toEqual(Object.keys(checksums).sort());
    const sections = lines.map((line) => JSON.parse(line)).filter((entry) => typeof entry.table === 'string');
    for (const section of sections) expect(section.rows, section.table).toBe(checksums[section.table]!.rows);
    expect(checksums.users!.rows).toBeGreaterThanOrEqual(8);
    expect(checksums.formulation_ingredients!.rows).toBeGreaterThan(10);
  });

  it('restores into a fresh database: the same rows in every table', async () => {
    const result = await restoreBackup(target.pool, backupFile, { files: targetFiles() });
    expect(result.tables.users).toBeGreaterThanOrEqual(8);
    // The uploaded document's bytes came back with its row, byte for byte.
    expect(result.files).toBe(1);
    expect((await targetFiles().get(DOCUMENT_KEY))?.equals(DOCUMENT)).toBe(true);
    expect(await targetFiles().exists(DOCUMENT_KEY)).toMatchObject({ contentType: 'application/pdf' });
    expect(await tableChecksums(target.pool)).toEqual(await tableChecksums(source.pool));
    // Serial ids continue after the restored ones.
    await target.db.execute(
      sql`insert into login_attempts (email, ip, outcome) values ('c@d.co', '::1', 'failure')`,
    );
  });

  it('refuses a database in use unless forced, and force replaces its data', async () => {
    const before = await tableChecksums(target.pool);
    await expect(restoreBackup(target.pool, backupFile, { files: targetFiles() })).rejects.toThrow(
      'The database is not empty. Restore into an empty database, or pass --force to replace its data.',
    );
    expect(await tableChecksums(target.pool)).toEqual(before);
    await restoreBackup(target.pool, backupFile, { force: true, files: targetFiles() });
    expect(await tableChecksums(target.pool)).toEqual(await tableChecksums(source.pool));
  });

  it('leaves the database untouched when the file is cut short or from a newer version', async () => {
    const before = await tableChecksums(target.pool);
    const text = gunzipSync(fs.readFileSync(backupFile)).toString('utf8');
    const cut = path.join(work, 'cut.jsonl.gz');
    fs.writeFileSync(cut, gzipSync(text.slice(0, Math.floor(text.length * 0.8))));
    await expect(
      restoreBackup(target.pool, cut, { force: true, files: targetFiles() }),
    ).rejects.toBeInstanceOf(RestoreError);
    expect(await tableChecksums(target.pool)).toEqual(before);

    const [first, ...rest] = text.split('\n');
    const header = JSON.parse(first!);
    header.migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() });
    const newer = path.join(work, 'newer.jsonl.gz');
    fs.writeFileSync(newer, gzipSync([JSON.stringify(header), ...rest].join('\n')));
    await expect(restoreBackup(target.pool, newer, { force: true, files: targetFiles() })).rejects.toThrow(
      /newer version of Formulary/,
    );
    expect(await tableChecksums(target.pool)).toEqual(before);
  });

  it('restores a version 1 backup (no files section), and refuses a files section cut short without replacing the file', async () => {
    const lines = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trim().split('\n');
    const filesAt = lines.findIndex((line) => line.startsWith('{"files":'));
    expect(JSON.parse(lines[filesAt]!)).toEqual({ files: 1 });
    expect(JSON.parse(lines[filesAt + 1]!)).toEqual({
      file: DOCUMENT_KEY,
      contentType: 'application/pdf',
      size: DOCUMENT.length,
      chunks: 3,
    });
    const header = JSON.parse(lines[0]!);
    const versionOne = path.join(work, 'version-one.jsonl.gz');
    fs.writeFileSync(
      versionOne,
      gzipSync(
        [JSON.stringify({ ...header, version: 1 }), ...lines.slice(1, filesAt), lines.at(-1)].join('\n'),
      ),
    );
    const result = await restoreBackup(target.pool, versionOne, { force: true, files: targetFiles() });
    expect(result.files).toBe(0);
    expect(await tableChecksums(target.pool)).toEqual(await tableChecksums(source.pool));

    // The last chunk missing: the restore fails, the tables stay, and the stored file keeps its bytes.
    const before = await tableChecksums(target.pool);
    const short = path.join(work, 'short-file.jsonl.gz');
    fs.writeFileSync(short, gzipSync([...lines.slice(0, filesAt + 4), lines.at(-1)].join('\n')));
    await expect(
      restoreBackup(target.pool, short, { force: true, files: targetFiles() }),
    ).rejects.toBeInstanceOf(RestoreError);
    expect(await tableChecksums(target.pool)).toEqual(before);
    expect((await targetFiles().get(DOCUMENT_KEY))?.equals(DOCUMENT)).toBe(true);
  });

  it('restores a backup taken before a column was dropped (regulatory_rules.region), and refuses an unknown one', async () => {
    // The backup as the version before 0033_drop_rule_region wrote it: one migration fewer, the rules with a region.
    const [first, ...rest] = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trim().split('\n');
    const header = JSON.parse(first!);
    const withColumn = (migrations: unknown[]) => {
      let inRules = false;
      const lines = rest.map((line) => {
        const entry = JSON.parse(line);
        if (typeof entry.table === 'string' && Array.isArray(entry.columns)) {
          inRules = entry.table === 'regulatory_rules';
          return inRules ? JSON.stringify({ ...entry, columns: [...entry.columns, 'region'] }) : line;
        }
        return inRules && !entry.end ? JSON.stringify({ ...entry, region: 'EU' }) : line;
      });
      return gzipSync([JSON.stringify({ ...header, migrations }), ...lines].join('\n'));
    };
    const older = path.join(work, 'older.jsonl.gz');
    fs.writeFileSync(older, withColumn(header.migrations.slice(0, -1)));
    await restoreBackup(target.pool, older, { force: true, files: targetFiles() });
    expect(await tableChecksums(target.pool)).toEqual(await tableChecksums(source.pool));

    // From the same version, a column the table lacks means the file is not what it claims.
    const before = await tableChecksums(target.pool);
    const foreign = path.join(work, 'foreign.jsonl.gz');
    fs.writeFileSync(foreign, withColumn(header.migrations));
    await expect(restoreBackup(target.pool, foreign, { force: true, files: targetFiles() })).rejects.toThrow(
      'The table regulatory_rules has no column region.',
    );
    expect(await tableChecksums(target.pool)).toEqual(before);
  });

  it('`npm run restore -- FILE` restores into the embedded database of a new DATA_DIR', {
    timeout: 180_000,
  }, async () => {
    // Its own folder under the temp dir: PostgreSQL (run as its own user) must be able to reach it.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-restore-'));
    cleanup.push(dataDir);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    delete (env as Record<string, string | undefined>).DATABASE_URL;
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/server/db/restore-cli.ts', ...args], { env });

    const restored = await cli(backupFile);
    expect(restored.stdout).toMatch(/Restored \d+ rows in \d+ tables and 1 document file from/);
    const refused = await cli(backupFile).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/The database is not empty/);
    await cli(backupFile, '--force');

    const server = await startEmbedded(dataDir, () => undefined);
    const restoredDb = connect(server.url.replace(/\/postgres$/, '/formulary'), 2);
    try {
      expect(await tableChecksums(restoredDb.pool)).toEqual(await tableChecksums(source.pool));
    } finally {
      await restoredDb.close();
      await server.stop();
    }
  });

  it('`npm run restore -- NAME` restores a backup kept in the file store of the configured database', {
    timeout: 120_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-restore-'));
    cleanup.push(dataDir);
    await createPostgresFileStore(target.pool).put(
      backupKey(backupName),
      fs.readFileSync(backupFile),
      'application/gzip',
    );
    await target.db.execute(sql`delete from suppliers where name like 'A%'`);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: target.url, LOG_LEVEL: 'silent' };
    const restored = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/db/restore-cli.ts', backupName, '--force'],
      { env },
    );
    expect(restored.stdout).toMatch(/Restored \d+ rows in \d+ tables and 1 document file from/);
    expect(await tableChecksums(target.pool)).toEqual(await tableChecksums(source.pool));
    // The backup itself is still kept: the file store is not part of what a restore replaces.
    expect(await createPostgresFileStore(target.pool).exists(backupKey(backupName))).toBeDefined();
  });
});
