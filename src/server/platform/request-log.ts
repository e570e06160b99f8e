/**
 * What Fastify logs about each request. Its default writes two info lines per request
 * ("incoming request", "request completed"); at the default LOG_LEVEL (info) that was
 * two JSON lines serialized and written to stdout for every health probe and asset,
 * and cost more CPU than the rest of the request path together (ADR 018). The access
 * log is the reverse proxy's job; the app logs what goes wrong.
 *
 * So the two per-request lines are at debug level (LOG_LEVEL=debug brings them back),
 * and everything else Fastify logs stays as it was: a response stream that failed
 * ("request errored"), errors after the headers were sent, 5xx of its default handler.
 * Our own error handler (errors.ts) logs every unknown error with the request id.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = FastifyBaseLogger['info'];

/**
 * The request's logger (`request.log`, bound to its request id), created when the
 * request first writes a line rather than for every request. Fastify's default makes a
 * pino child per request, which serializes its bindings; at the default LOG_LEVEL (info)
 * almost no request logs anything, and the child cost ≈ 10 µs of CPU per health request
 * (ADR 025). A call below the logger's level stays a no-op, as it is on pino's child.
 */
export class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The pino child, made on first use. */
  get logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level(): string {
    return this.#child ? this.#child.level : (this.#options.level ?? this.#parent.level);
  }

  set level(level: string) {
    this.logger.level = level;
  }

  #log(level: Level, args: Parameters<LogFn>) {
    if (!this.#child && !this.#enabled(level)) return;
    (this.logger[level] as (...a: unknown[]) => void)(...args);
  }

  #enabled(level: Level): boolean {
    const parent = this.#parent as FastifyBaseLogger & { isLevelEnabled?: (l: string) => boolean };
    // A child with its own level (route option logLevel) decides for itself.
    if (this.#options.level !== undefined || typeof parent.isLevelEnabled !== 'function') return true;
    return parent.isLevelEnabled(level);
  }

  fatal(...args: Parameters<LogFn>) {
    this.#log('fatal', args);
  }
  error(...args: Parameters<LogFn>) {
    this.#log('error', args);
  }
  warn(...args: Parameters<LogFn>) {
    this.#log('warn', args);
  }
  info(...args: Parameters<LogFn>) {
    this.#log('info', args);
  }
  debug(...args: Parameters<LogFn>) {
    this.#log('debug', args);
  }
  trace(...args: Parameters<LogFn>) {
    this.#log('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the lazy child above. */
export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
