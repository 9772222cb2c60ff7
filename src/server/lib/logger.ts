import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Env } from '../env';

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
  };
}

export function requestIdOptions(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return { requestIdHeader: 'x-request-id', genReqId: () => randomUUID() };
}
