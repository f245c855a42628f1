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

const accessSerializers = {
  req: logSerializers.req,
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

/**
 * The request log (ADR 043): one line per answered request, written by a logger of its own. Its line holds
 * only what the serializers pick (method, the URL with its secrets redacted, host, address, status, time), so it
 * needs none of the path redaction above, which copied every object logged and was half of logging's cost.
 * Fastify's own pair of lines (incoming, completed) is one: two lines cost twice as much to format and write.
 * Errors keep Fastify's lines, through the app's redacting logger.
 */
class RequestLog extends LogController {
  constructor(private readonly access: Logger) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || !this.access.isLevelEnabled('info')) {
      super.requestCompleted(error, request, reply);
      return;
    }
    this.access.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

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
  const access = pino({ level, serializers: accessSerializers }, destination);
  return { logger, logController: new RequestLog(access), droppedLines: () => dropped };
}
