/**
 * The screen's first reads that came with the page (boot data `answers`, src/server/plugins/screen-reads.ts,
 * ADR 023). Each is taken once, by the first GET of exactly its URL, as the Response the API gave; anything
 * after that goes to the network as always, so a refetch or a live event's invalidation reads fresh data. They
 * are for the first render only: one the screen did not ask for in its first seconds is dropped, so no later
 * screen is ever answered from the page's old data.
 */
interface BootAnswer {
  body: unknown;
  total?: string;
}

const held = new Map<string, BootAnswer>();
const FIRST_RENDER_MS = 15_000;
let heldUntil = 0;

export function holdBootAnswers(answers: unknown, now = Date.now()): void {
  held.clear();
  heldUntil = now + FIRST_RENDER_MS;
  if (!answers || typeof answers !== 'object') return;
  for (const [url, answer] of Object.entries(answers as Record<string, unknown>)) {
    if (answer && typeof answer === 'object' && 'body' in answer) held.set(url, answer as BootAnswer);
  }
}

/** fetch, except that a GET of a URL that came with the page answers from it the first time. */
export function fetchOrBoot(url: string, init: RequestInit): Promise<Response> {
  if (held.size > 0 && Date.now() > heldUntil) held.clear();
  const answer = (init.method ?? 'GET') === 'GET' ? held.get(url) : undefined;
  if (!answer) return fetch(url, init);
  held.delete(url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (answer.total !== undefined) headers['x-total-count'] = answer.total;
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status: 200, headers }));
}
