import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/request-actor.ts';
import type { AuthService } from '../auth/service.ts';
import { hashToken } from '../auth/session-token.ts';
import type { StoredEvent } from './repository.ts';
import type { EventService } from './service.ts';

const HEARTBEAT_MS = 20_000;
// A fallback: sign-out, a password or role change and an expired session close the stream as soon as the change
// feed reports the sessions table written (any instance); this check also catches the idle timeout.
const SESSION_CHECK_MS = 30_000;
/** Tables whose change may end a session: an open stream then checks that its session still holds. */
const SESSION_TABLES = new Set(['sessions', 'users', 'system_settings', 'account_settings']);

function frame(event: StoredEvent): string {
  return `id: ${event.id}\nevent: change\ndata: ${JSON.stringify({ type: event.type, id: event.entityId, ...((event.payload as object) ?? {}) })}\n\n`;
}

/**
 * `GET /api/events`: Server-Sent Events for the signed-in user, with heartbeat and Last-Event-ID replay. Only
 * events about what the user may read (domain/events/audience.ts); the stream ends with its session; at most
 * five per session.
 */
export async function eventRoutes(
  app: FastifyInstance,
  { events, auth, changes }: { events: EventService; auth: AuthService; changes: EventEmitter },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      config: { access: 'user' },
      schema: { querystring: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const header = Number(request.headers['last-event-id']);
      const lastId = Number.isInteger(header) && header >= 0 ? header : request.query.lastEventId;
      const token = request.sessionToken!;
      const sessionHash = hashToken(token);
      const features = request.settings!.features;
      if (!events.openStream(sessionHash)) {
        return reply
          .status(429)
          .send({ message: 'Too many live-update streams for this session. Close a tab and reload.' });
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write('retry: 3000\n\n');

      // Events that arrive while the replay is read wait in a queue; `floor` drops the ones already sent.
      let floor = lastId ?? 0;
      let queue: StoredEvent[] | null = [];
      const send = (event: StoredEvent) => {
        if (event.id <= floor || !events.visibleTo(event, user, features)) return;
        floor = event.id;
        raw.write(frame(event));
      };
      const unsubscribe = events.subscribe((event) => (queue ? queue.push(event) : send(event)));
      if (lastId !== undefined) for (const event of await events.replay(lastId)) send(event);
      for (const event of queue) send(event);
      queue = null;

      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      let checking = false;
      const checkSession = async () => {
        if (checking || closed) return;
        checking = true;
        if (!(await auth.isValid(token).catch(() => true))) close();
        checking = false;
      };
      const sessionCheck = setInterval(checkSession, SESSION_CHECK_MS);
      const onTable = (table: string) => SESSION_TABLES.has(table) && void checkSession();
      changes.on('table', onTable);
      const offClose = events.onClose(() => close());
      let closed = false;
      function close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        changes.off('table', onTable);
        unsubscribe();
        offClose();
        events.closeStream(sessionHash);
        raw.end();
      }
      request.raw.on('close', close);
    },
  );
}
