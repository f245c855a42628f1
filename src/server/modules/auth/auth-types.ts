/**
 * Types the auth module shares with the modules that call it: in a file of their own so that a caller the auth
 * service depends on (the settings service) can name them without importing the service back.
 */

/** Writes a security event (sign-in success and failure, lockout, ...) with the request's id and address. */
export type SecurityLog = (event: string, fields: Record<string, unknown>) => void;

/** Where a sign-in comes from: the address, the browser, and the session it replaces, if any. */
export interface SessionContext {
  ip: string;
  userAgent?: string;
  previousToken?: string;
}
