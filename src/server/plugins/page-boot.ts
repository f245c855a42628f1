import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ScreenAnswer, screenAnswers, screenRoute } from './screen-reads.ts';

/**
 * Data at first paint (ADR 016): index.html goes out with what the app would otherwise ask for before anything
 * else, the answers of GET /api/auth/user, /api/app-config and /api/admin/theme/current for this browser's own
 * cookie, and those of the shell on every signed-in screen (account settings, account notices, the header's
 * compliance notifications), in a JSON script the web app reads before its first request, and with
 * modulepreload links for the screen's chunks, so the screen's code and data start together instead of one after
 * the other. Every request the shell need not make leaves one of the browser's six connections to the screen's
 * own data (the dashboard's ten requests queued behind them). The screens a cold load lands on most
 * also get their own first reads (screen-reads.ts, ADR 023).
 */

/** What the web app finds in `<script type="application/json" id="formulary-boot">`. */
export interface BootData {
  /** The signed-in user (as GET /api/auth/user answers), or null when the session is missing or ended. */
  user?: unknown;
  appConfig?: unknown;
  theme?: unknown;
  accountSettings?: unknown;
  accountNotices?: unknown;
  /** Left out when compliance is switched off (the route answers 404). */
  notifications?: unknown;
  /** The screen's own first reads by URL, for a signed-in browser on a screen of SCREEN_READS. */
  answers?: Record<string, ScreenAnswer>;
}

const BOOT_SOURCES = {
  user: '/api/auth/user',
  appConfig: '/api/app-config',
  theme: '/api/admin/theme/current',
  accountSettings: '/api/account-settings',
  accountNotices: '/api/account-notices',
  notifications: '/api/notifications',
} as const;
/** Asked only for a signed-in browser (a signed-out one would only get 401s). */
const SIGNED_IN_ONLY = new Set(['accountSettings', 'accountNotices', 'notifications']);

/**
 * JSON safe inside an HTML <script> element: `<` (so no `</script>` or `<!--` closes or bends the element), `>`,
 * `&` and the two line separators JavaScript once refused are written as \u escapes, which JSON.parse reads back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Asks the app itself, as this request (its cookie, its address), so the answers are exactly what the same
 * browser would get from the API: the same permissions, maintenance rule, session checks and caches. A call
 * that fails is left out and the web app makes it itself.
 */
export async function bootData(app: FastifyInstance, request: FastifyRequest): Promise<BootData> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const signedIn = typeof headers.cookie === 'string' && headers.cookie.length > 0;
  const [entries, answers] = await Promise.all([
    Promise.all(
      Object.entries(BOOT_SOURCES).map(async ([key, url]) => {
        if (!signedIn && SIGNED_IN_ONLY.has(key)) return undefined;
        const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
        if (response.statusCode === 200) return [key, response.json()] as const;
        if (key === 'user' && response.statusCode === 401) return [key, null] as const;
        return undefined;
      }),
    ),
    signedIn ? screenAnswers(app, request.url, headers, request.ip) : undefined,
  ]);
  const boot: BootData = Object.fromEntries(entries.filter((entry) => entry !== undefined));
  // A signed-out browser, or one whose session ended, gets no screen data (its reads answered 401 anyway).
  if (answers && boot.user) boot.answers = answers;
  return boot;
}

/** The build's preload map (scripts/vite-route-preloads.ts): chunk files per screen path, and the shell's. */
export interface RoutePreloads {
  shell: string[];
  routes: Record<string, string[]>;
}

export function readRoutePreloads(root: string): RoutePreloads {
  const file = path.join(root, '.vite', 'route-preloads.json');
  if (!fs.existsSync(file)) return { shell: [], routes: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
}

/** The chunks a signed-in screen at `pathname` needs beyond the entry; none for a signed-out visitor. */
export function preloadsFor(preloads: RoutePreloads, pathname: string, signedIn: boolean): string[] {
  if (!signedIn) return [];
  return [...new Set([...preloads.shell, ...(preloads.routes[screenRoute(pathname)] ?? [])])];
}

/** index.html with the boot data and the preload links placed at the end of its head. */
export function renderIndex(template: string, boot: BootData, preloads: string[]): string {
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  const script = `<script type="application/json" id="formulary-boot">${jsonForScript(boot)}</script>`;
  return template.replace('</head>', `${links}${script}</head>`);
}
