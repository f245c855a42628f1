import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (`request.log`), made the first time the request logs at an enabled level. Fastify asks for
 * one per request, and a pino child serializes its bindings through the app logger's redaction as it is made: a
 * cost every request paid, though almost none logs (its request line is written apart, ADR 043).
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private ensured(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): LevelWithSilentOrString {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.ensured().level = level;
  }

  /** A level the logger has turned off writes nothing, so no child is made for it. */
  private write(level: Level, args: unknown[]) {
    if (this.made === undefined && this.options.level === undefined && !this.parent.isLevelEnabled(level))
      return;
    (this.ensured()[level] as (...values: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.ensured().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made only if the request logs. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger as RequestLogger['parent'], bindings, options);
}
