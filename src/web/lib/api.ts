import { fetchOrBoot } from './boot-answers.ts';
/**
 * The one way the web talks to the server (docs/product-rules.md, "API conventions"): cookies on every call, JSON bodies with a JSON
 * content type (the server's CSRF check requires it), and any non-OK answer thrown as an error whose
 * message is `${status}: ${body text or status text}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorDetails {
  /** HTTP status, or undefined when the request never got an answer (network error, abort). */
  status: number | undefined;
  /** The server's `message`, else the error's own message. */
  message: string;
  fieldErrors: FieldErrors;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await fetchOrBoot(url, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => apiRequest<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body ?? {}),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T = void>(url: string) => apiRequest<T>('DELETE', url),
};

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Reads the server's `{message, fieldErrors}` out of a failed call, for toasts and forms. Works on any thrown
 * value; `fallback` is used when the server gave no message (e.g. "Failed to create formulation").
 */
export function readApiError(error: unknown, fallback?: string): ApiErrorDetails {
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error && error.message ? error.message : '';
    return { status: undefined, message: fallback ?? (message || 'Something went wrong'), fieldErrors: {} };
  }
  let parsed: { message?: unknown; fieldErrors?: unknown } = {};
  try {
    const json: unknown = JSON.parse(error.bodyText);
    if (json && typeof json === 'object') parsed = json;
  } catch {
    // Not JSON (e.g. a proxy's HTML error page): fall back below.
  }
  const message = typeof parsed.message === 'string' && parsed.message ? parsed.message : fallback;
  return {
    status: error.status,
    message: message ?? error.message,
    fieldErrors: isFieldErrors(parsed.fieldErrors) ? parsed.fieldErrors : {},
  };
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}
