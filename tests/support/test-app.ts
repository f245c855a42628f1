import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/domain/user/roles.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/modules/auth/password-hash.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_PASSWORD = 'Test!2345';
/** app.inject talks to host localhost:80; state-changing calls carry this Origin like a browser would. */
export const ORIGIN = 'http://localhost:80';
let passwordHash: Promise<string> | undefined;

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** A user of this role (created once per file), signed in: returns the Cookie header to send. */
  signInAs(role: Role | string, email?: string): Promise<string>;
  createUser(role: Role | string, email?: string): Promise<{ id: string; email: string }>;
  /** app.inject with the browser's headers: same-origin Origin, JSON body, optional session cookie. */
  call(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /**
   * Runs a write made straight to the database (not through the API) and waits until the app's change feed
   * has heard of it, as another instance would: only then are its read caches sure to show it (ADR 007).
   */
  directWrite<T>(write: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Resolves once the request log has written the lines of the requests answered so far (it writes at the end of a turn). */
export function requestLogWritten(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export async function buildTestApp(
  options: {
    seed?: 'base' | 'demo';
    env?: Record<string, string>;
    /** Collects every log line (at LOG_LEVEL, info unless set) into this array. */
    log?: string[];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.seed ?? 'base');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.log ? 'info' : 'silent',
    WEB_DIST: '.test-data/no-web-build',
    SIGN_IN_RATE_LIMIT: '1000',
    // Tests sign up, follow invitations and export far more often than a person; the limit tests lower these.
    SIGN_UP_RATE_LIMIT: '1000',
    EXPORT_RATE_LIMIT: '1000',
    // The fuzzers sign in with the same made-up e-mails hundreds of times; sign-in-abuse.test.ts turns it on.
    SIGN_IN_SLOWDOWN: 'false',
    // Each file's app runs the job worker (exports, webhook deliveries); the periodic jobs are run by the tests
    // that test them, never by the clock in the middle of another test.
    JOB_SCHEDULE: 'false',
    ...options.env,
  });
  const lines = options.log;
  const app = await buildApp(
    config,
    database,
    // A write may hold several lines (the request log writes a turn's lines at once): kept one per entry.
    lines ? { logStream: { write: (text) => void lines.push(...text.split('\n').filter(Boolean)) } } : {},
  );
  await app.ready();
  const created = new Map<string, { id: string; email: string }>();

  async function createUser(role: string, email = `${role}@test.example.com`) {
    const known = created.get(email);
    if (known) return known;
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const hash = await passwordHash;
    const [existing] = await database.db.select().from(users).where(eq(users.email, email));
    // Through directWrite: a cached session of this user must see the new role at once.
    const [row] = await directWrite(() =>
      existing
        ? database.db
            .update(users)
            .set({ role, passwordHash: hash })
            .where(eq(users.id, existing.id))
            .returning({ id: users.id, email: users.email })
        : database.db
            .insert(users)
            .values({ email, role, firstName: role, lastName: 'Tester', passwordHash: hash })
            .returning({ id: users.id, email: users.email }),
    );
    created.set(email, row!);
    return row!;
  }

  async function call({ cookie, headers, ...rest }: InjectOptions & { cookie?: string }) {
    return app.inject({
      ...rest,
      headers: {
        origin: ORIGIN,
        ...(rest.payload !== undefined && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
        ...headers,
      },
    });
  }

  async function directWrite<T>(write: () => Promise<T>): Promise<T> {
    const feed = app.services.changes;
    // Not reading: nothing is served from memory (caches, search indexes), so there is nothing to wait for.
    if (!feed.live) return write();
    const result = await write();
    // Once the commit feed has passed everything committed before now, the caches know of the write.
    await feed.sync();
    return result;
  }

  return {
    app,
    database,
    createUser,
    call,
    directWrite,
    async signInAs(role, email) {
      const user = await createUser(role, email);
      const response = await call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-in as ${role} failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name.includes('formulary_session'));
      return `${cookie!.name}=${cookie!.value}`;
    },
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
