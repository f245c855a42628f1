/**
 * The database schema (Drizzle), one module per area under schema/; this module is the one the app, the
 * migrations (drizzle.config.ts) and the tests import.
 */
export * from './schema/accounts.ts';
export * from './schema/activity.ts';
export * from './schema/catalogue.ts';
export * from './schema/channels.ts';
export * from './schema/compliance.ts';
export * from './schema/documents.ts';
export * from './schema/files.ts';
export * from './schema/formulations.ts';
export * from './schema/integrations.ts';
export * from './schema/lab.ts';
export * from './schema/markets.ts';
export * from './schema/regulatory-datasets.ts';
export * from './schema/safety.ts';
export * from './schema/supply.ts';
export * from './schema/workspace.ts';
