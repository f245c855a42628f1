import type { FastifyInstance } from 'fastify';

/**
 * The first reads of the screens a cold load lands on most (ADR 023): the exact URLs each
 * screen's route loader and first render ask for with no filter, sort or page in its own URL. They come with the
 * page as answers the web app takes instead of asking (src/web/lib/boot-answers.ts), so the screen's data does
 * not wait for its code and then for a round trip, and the dashboard's seven reads do not queue on the browser's
 * six connections.
 *
 * A URL here that the screen no longer asks for costs one read and is otherwise harmless: the app asks the API
 * as before. The browser test `first-paint-data.spec.ts` fails when a screen asks for something these lists miss.
 */
export const SCREEN_READS: Readonly<Record<string, readonly string[]>> = {
  '/': [
    '/api/dashboard/stats',
    '/api/formulations?limit=5',
    '/api/formulations?status=in_development&limit=5',
    '/api/formulations?status=testing&limit=5',
    '/api/suppliers?limit=3',
    '/api/compliance/issues/open?limit=3',
    '/api/ideation/provider',
  ],
  '/formulations': ['/api/formulations?limit=48&offset=0'],
  '/ingredients': ['/api/ingredients?limit=25&offset=0&sort=name'],
  '/compliance': ['/api/compliance/issues?limit=25&offset=0'],
  '/scenarios': ['/api/scenarios'],
};

/** An answer as the web app rebuilds it: the body, and the one header a page of a big table needs. */
export interface ScreenAnswer {
  body: unknown;
  total?: string;
}

/** A page path as the screens' maps key it (reads here, preloads in page-boot.ts): no trailing slash. */
export function screenRoute(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/';
}

/**
 * The answers of the screen at `url` (a page URL with no search of its own) for these request headers, asked of
 * the app itself so they are exactly what the same browser would get: permissions, switched-off modules and
 * caches included. A read that does not answer 200 with JSON is left out; the screen then asks for it itself.
 */
export async function screenAnswers(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  remoteAddress: string,
): Promise<Record<string, ScreenAnswer> | undefined> {
  const [pathname = '/', search] = url.split('?');
  const reads = search ? undefined : SCREEN_READS[screenRoute(pathname)];
  if (!reads) return undefined;
  const answers = await Promise.all(
    reads.map(async (read) => {
      const response = await app.inject({ method: 'GET', url: read, headers, remoteAddress });
      const type = String(response.headers['content-type'] ?? '');
      if (response.statusCode !== 200 || !type.includes('json')) return undefined;
      const total = response.headers['x-total-count'];
      const answer: ScreenAnswer = { body: response.json() };
      if (total !== undefined) answer.total = String(total);
      return [read, answer] as const;
    }),
  );
  const kept = answers.filter((answer) => answer !== undefined);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}
