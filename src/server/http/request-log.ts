import os from 'node:os';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { logSerializers } from './log-redaction.ts';

/**
 * Paths the app's logger blanks in whatever object a log call is given (a cookie, a password, a code…),
 * wherever a module passes one along.
 */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.totpSecret',
  '*.code',
  '*.recoveryCode',
  '*.token',
];

/**
 * The request log (ADR 043): one line per answered request, in pino's format (level, time, pid, hostname, then
 * the fields), written to the logger's destination. Its line holds only what it picks (method, the URL with its
 * secrets redacted, host, address, status, time), so it needs none of the path redaction above; and it is made
 * by one native JSON.stringify of plain values rather than by pino's serializers and circular-safe stringify.
 * Fastify's own pair of lines (incoming, completed) is one. Errors keep Fastify's lines, through the app's
 * redacting logger.
 *
 * The lines of one turn of the event loop go to the destination in one write, at the end of the turn: pino's
 * asynchronous destination measures the whole text it holds on every write, about 3 µs per line when each is
 * written alone against under 1 µs in a batch (ADR 043). A line waits at most for the turn to end, and on exit
 * it is handed over before pino's last synchronous flush.
 */
class RequestLog extends LogController {
  private readonly base: { pid: number; hostname: string };
  private pending: string[] = [];

  constructor(
    private readonly access: Logger,
    private readonly destination: DestinationStream,
  ) {
    super();
    this.base = { pid: process.pid, hostname: os.hostname() };
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || !this.access.isLevelEnabled('info')) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const line = JSON.stringify({
      level: this.access.levels.values.info,
      time: Date.now(),
      pid: this.base.pid,
      hostname: this.base.hostname,
      reqId: request.id,
      req: logSerializers.req(request),
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
      msg: 'request completed',
    });
    if (this.pending.length === 0) {
      unflushed.add(this);
      setImmediate(this.flush);
    }
    this.pending.push(`${line}\n`);
  }

  /** Hands the lines waiting for the end of the turn to the destination. */
  readonly flush = () => {
    if (this.pending.length === 0) return;
    const lines = this.pending.join('');
    this.pending = [];
    unflushed.delete(this);
    this.destination.write(lines);
  };
}

/** Request logs holding lines: flushed when the process exits, before pino's own exit hook flushes the destination. */
const unflushed = new Set<RequestLog>();
process.prependListener('exit', () => {
  for (const log of unflushed) log.flush();
});

/** At most this much log waits in memory for standard output; beyond it lines are dropped, and counted. */
const MAX_QUEUED_BYTES = 16 * 1024 * 1024;

/**
 * The app's logger and its request log, both writing to `stream` or else to standard output asynchronously:
 * lines are queued and written together, off the requests' path (a synchronous write per line halved the read
 * routes' throughput). pino writes whatever is still queued synchronously when the process exits. A reader of
 * standard output that falls behind (a stalled log collector) costs log lines, counted in `droppedLines`, never
 * the process's memory.
 */
export function createLogging(level: string, stream?: DestinationStream) {
  let dropped = 0;
  let destination = stream;
  if (!destination) {
    const stdout = pino.destination({
      dest: 1,
      sync: false,
      minLength: 4096,
      periodicFlush: 250,
      maxLength: MAX_QUEUED_BYTES,
    });
    stdout.on('drop', () => {
      dropped += 1;
    });
    destination = stdout;
  }
  const logger = pino({ level, redact: REDACT, serializers: logSerializers }, destination);
  // The request log's level: its lines are written by RequestLog itself, to the same destination.
  const access = pino({ level }, destination);
  return { logger, logController: new RequestLog(access, destination), droppedLines: () => dropped };
}
