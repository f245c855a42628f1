import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, revision, timestamps, tz } from './columns.ts';

/** Users, their sign-in (sessions, two-factor, devices, attempts, rate limits), invitations and API tokens, and the settings and themes (docs/product-rules.md, "Records", "Account settings"). */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    // Free text on purpose: an unknown role value reads as "User" with viewer rights (spec).
    role: text('role').notNull().default('viewer'),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    company: text('company'),
    bio: text('bio'),
    lastActiveAt: tz('last_active_at'),
    passwordChangedAt: tz('password_changed_at'),
    // Two-factor sign-in (RFC 6238): the base32 secret while enrolling or enrolled; on once enabled_at is set.
    totpSecret: text('totp_secret'),
    totpEnabledAt: tz('totp_enabled_at'),
    // The last time step a code was accepted for: a code is never accepted twice (no replay).
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    // Single sign-on: the provider's subject. A local account is linked only when its owner confirms with its
    // password, or until this time after an administrator allowed it (ADR 032).
    oidcSubject: text('oidc_subject'),
    oidcLinkUntil: tz('oidc_link_until'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_unique').on(t.oidcSubject),
  ],
);

/** Ten single-use recovery codes per user with two-factor sign-in; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Browsers a user has signed in from (a long-lived random cookie, hashed): a new one raises a sign-in alert. */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idHash: text('id_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_user_device_unique').on(t.userId, t.idHash)],
);

/** A user's own in-app notices (sign-in alerts, security changes), shown in the header's notifications. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Fixed-window request counters shared by every instance (sign-up, invitations, exports; ADR 011): one row per
 * key, reset when its window ends.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tz('reset_at').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    // Only the SHA-256 of the cookie's random id is stored.
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // active: signed in. two_factor: the password was right, the code is still due. enrol: an administrator who
    // must set up two-factor sign-in first. Only an active session reaches the API (docs/product-rules.md, "Sign-in and permissions").
    stage: text('stage').notNull().default('active'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_stage_valid', sql`${t.stage} in ('active', 'two_factor', 'enrol')`),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    // success | failure | locked | rate_limited | unlock: lockouts are computed from the failures per
    // (e-mail, address) since the pair's last success or the account's last unlock by an admin (ADR 011).
    outcome: text('outcome').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_email_ip_idx').on(t.email, t.ip, t.createdAt),
    check(
      'login_attempts_outcome_valid',
      sql`${t.outcome} in ('success', 'failure', 'locked', 'rate_limited', 'unlock')`,
    ),
  ],
);

export const systemSettings = pgTable(
  'system_settings',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').notNull(),
    revision: revision(),
    ...timestamps,
  },
  (t) => [check('system_settings_single_row', sql`${t.id} = 1`)],
);

export const accountSettings = pgTable('account_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  revision: revision(),
  ...timestamps,
});

export const themes = pgTable(
  'themes',
  {
    id: id(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isTemplate: boolean('is_template').notNull().default(false),
    colorPalette: jsonb('color_palette').notNull(),
    typography: jsonb('typography').notNull(),
    layout: jsonb('layout').notNull(),
    brandElements: jsonb('brand_elements').notNull(),
    revision: revision(),
    ...timestamps,
  },
  (t) => [uniqueIndex('themes_one_active').on(t.isActive).where(sql`${t.isActive}`)],
);

/**
 * A one-time link an administrator gives a new user to set their own password: only the SHA-256 of the
 * token is kept; it expires and is marked used once accepted.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_user_idx').on(t.userId),
  ],
);

/**
 * A link sent to an e-mail address to prove it is the sender's (ADR 030): a self sign-up (the account is created
 * only when the link is followed, so the answer never says whether the address was taken) or a change of a user's
 * sign-in e-mail (which takes effect only then). Only the SHA-256 of the token is kept; single use, expiring.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    // The user whose e-mail changes; null for a sign-up (no account exists yet).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    // A sign-up's account as it will be created: names and the argon2id hash of the chosen password.
    firstName: text('first_name'),
    lastName: text('last_name'),
    passwordHash: text('password_hash'),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_hash_unique').on(t.tokenHash),
    index('email_confirmations_user_idx').on(t.userId),
    check('email_confirmations_purpose_valid', sql`${t.purpose} in ('sign_up', 'email_change')`),
    check(
      'email_confirmations_user_for_change',
      sql`(${t.purpose} = 'email_change') = (${t.userId} is not null)`,
    ),
  ],
);

/**
 * API tokens (ADR 018): only the SHA-256 of a token is kept. A personal token acts as its owner; a
 * service token carries the role an administrator gave it and is owned by that administrator (it stops working
 * when the owner is no longer one).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    access: text('access').notNull(),
    role: text('role'),
    expiresAt: tz('expires_at').notNull(),
    lastUsedAt: tz('last_used_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('api_tokens_hash_unique').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
    check('api_tokens_kind_check', sql`${t.kind} in ('personal', 'service')`),
    check('api_tokens_access_check', sql`${t.access} in ('read', 'write')`),
    check('api_tokens_role_check', sql`(${t.kind} = 'service') = (${t.role} is not null)`),
  ],
);
