import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';
import { maskIp } from './lib/mask-ip.ts';

let destination: pino.DestinationStream | undefined;

/** Standard output written asynchronously: a log line never blocks a request. Flushed when the process exits. */
function asyncStdout() {
  if (!destination) {
    const stream = pino.destination({ dest: 1, sync: false });
    process.once('exit', () => {
      try {
        stream.flushSync();
      } catch {
        // nothing left to write, or stdout already closed
      }
    });
    destination = stream;
  }
  return destination;
}

/**
 * One line per answered request, with method, masked address, status and time: Fastify's own line on arrival is
 * left out. The line of a successful answer holds only those fields, built by the serializers below, so it skips
 * the redaction pass (about two thirds of a line's cost); an error's line keeps it, since an error carries anything.
 */
class OneLinePerRequest extends LogController {
  readonly #unredacted = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) return reply.log.error({ ...line, err: error }, 'request errored');
    const root = request.server.log;
    let log = this.#unredacted.get(root);
    if (!log) {
      log = root.child({}, { redact: [] });
      this.#unredacted.set(root, log);
    }
    log.info({ reqId: request.id, ...line }, 'request completed');
  }
}

export function logController(): LogController {
  return new OneLinePerRequest();
}

/** Structured JSON logs; credentials and tokens never reach them, IP addresses only shortened (privacy policy). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    stream: asyncStdout(),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.confirm_password',
        '*.refresh',
        '*.access',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify's own request serializer, with the address masked and without the client's port.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url,
        host: request.host,
        remoteAddress: maskIp(request.ip),
      }),
    },
  };
}
