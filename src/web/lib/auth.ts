import { useQuery } from '@tanstack/react-query';
import type { User } from '../../domain/user/user.ts';
import { api, isUnauthorized } from './api.ts';
import { AUTH_USER_KEY } from './query-client.ts';
import { afterToastsShow } from './toast.ts';

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
/** As docs/product-rules.md, "The web app" has it: the pause between the "Unauthorized" toast and the browser going to the login address. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
const RETURN_TO_KEY = 'formulary-return-to';
/** A session answer this recent is not asked for again when a screen mounts. */
export const JUST_CHECKED_MS = 3_000;

/** The signed-in user, or null when the server answers 401. */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/user', { signal });
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export interface Auth {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

/**
 * The current user (docs/product-rules.md, "Sign-in and permissions"): authenticated when the user call returns data. Never retried
 * (the client default) and always stale. Each newly mounted screen re-checks the session (`recheck`, used by
 * the router's screen wrapper); the components inside it read the same answer rather than each asking again
 * as they mount, which left a late session check as the last request of every first paint (ADR 016).
 */
export function useAuth({ recheck = false }: { recheck?: boolean } = {}): Auth {
  const query = useQuery({
    queryKey: AUTH_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 0,
    // An answer younger than a few seconds is a check already: the first screen's user came in the page itself
    // (boot data, ADR 016), and re-asking at once was the last request of every cold load.
    refetchOnMount: (current) => recheck && Date.now() - current.state.dataUpdatedAt > JUST_CHECKED_MS,
  });
  const user = query.data ?? null;
  return { user, isAuthenticated: user !== null, isLoading: query.isLoading };
}

/** Only a same-origin app path may be returned to: never another site, never an API address. */
function isSafeReturnPath(path: string | null): path is string {
  return (
    !!path &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/api') &&
    path !== '/sign-in'
  );
}

/** Remembers where the user was, so signing in brings them back there. */
export function saveReturnTo(path: string): void {
  if (!isSafeReturnPath(path)) return;
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage can be disabled; the user then lands on the dashboard.
  }
}

/** The saved path (once), or '/'. */
export function takeReturnTo(): string {
  try {
    const path = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
    return isSafeReturnPath(path) ? path : '/';
  } catch {
    return '/';
  }
}

/**
 * Sends the browser to sign in the spec's delay after the "Unauthorized" toast can be seen (on a slow first
 * load the toasts arrive after the page); returns a cancel function.
 */
export function redirectToLogin(delay = LOGIN_REDIRECT_DELAY_MS): () => void {
  saveReturnTo(window.location.pathname + window.location.search);
  return afterToastsShow(() => {
    window.location.href = LOGIN_URL;
  }, delay);
}
