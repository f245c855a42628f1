import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver in the test process (ADR 019): records every POST with its raw body and answers with the
 * next status of `answers` (200 once they run out).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'try again');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    /** Waits until at least `count` deliveries of this type arrived (or fails after five seconds). */
    async waitFor(type: string, count = 1): Promise<Received[]> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const matching = received.filter((entry) => JSON.parse(entry.body).type === type);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} ${type} deliveries, got ${matching.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
