import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Env } from '../env';
import { loggableError } from './loggable-error';

// Anything that could carry a secret is censored before it reaches a log line.
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
  'password',
  'token',
];

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[redacted]' },
    // Every `{ err }` logged anywhere goes through this: no query parameters, no offending values.
    serializers: { err: loggableError },
  };
}

/**
 * One line per finished request, with what an operator needs to follow it (the request id links
 * it to any error logged meanwhile). Fastify's default writes two lines (incoming and completed),
 * doubling the logging cost of the cheapest requests.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      // The path only: query strings can carry one-time tokens (e-mail confirmation links).
      req: { method: request.method, url: request.url.split('?')[0], ip: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function requestLogOptions(): Pick<
  FastifyServerOptions,
  'genReqId' | 'requestIdHeader' | 'logController'
> {
  return {
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
  };
}
