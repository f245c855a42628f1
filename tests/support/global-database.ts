import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/server/db/client.ts';
import { startEmbedded } from '../../src/server/db/embedded.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { ensureBaseRows, seedDemo } from '../../src/server/db/seed/index.ts';
import { createSecretBox, DEVELOPMENT_KEY } from '../../src/server/secrets/secret-box.ts';
import { withDatabase } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A maintenance connection URL (database `postgres` or the given one) of the test server. */
    testServerUrl: string;
    /** Template databases, migrated once: `base` holds settings and themes, `demo` the demo data set too. */
    templates: { base: string; demo: string };
  }
}

/**
 * One PostgreSQL for the whole run (docs/product-rules.md, "Records"): TEST_DATABASE_URL when set, else an embedded server in
 * .test-data/. Migrates two template databases once; each test file clones its own from them.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const dir = path.resolve('.test-data', `vitest-${process.pid}`);
    const server = await startEmbedded(dir, () => undefined);
    serverUrl = server.url;
    stop = async () => {
      await server.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }
  const run = randomBytes(4).toString('hex');
  const templates = { base: `tpl_base_${run}`, demo: `tpl_demo_${run}` };
  const admin = connect(serverUrl, 1);
  for (const [kind, name] of Object.entries(templates)) {
    await admin.db.execute(sql.raw(`create database ${name}`));
    const template = connect(withDatabase(serverUrl, name), 2);
    try {
      await runMigrations(template.pool, createSecretBox(DEVELOPMENT_KEY));
      await ensureBaseRows(template.db);
      if (kind === 'demo') await seedDemo(template.db);
    } finally {
      await template.close();
    }
  }
  project.provide('testServerUrl', serverUrl);
  project.provide('templates', templates);

  return async () => {
    // Test files drop their own databases; drop whatever a crashed file left behind, then the templates.
    const left = await admin.db.execute(
      sql.raw(
        `select datname from pg_database where datname like 't_${run}_%' or datname like 'tpl_%_${run}'`,
      ),
    );
    for (const row of left.rows as { datname: string }[]) {
      await admin.db.execute(sql.raw(`drop database if exists ${row.datname} with (force)`));
    }
    await admin.close();
    await stop();
  };
}
