import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { genericErrorMessage, type ApiErrorBody, type ErrorCode } from '../../shared/errors';
import { AppError } from './app-error';

// Messages for errors Fastify itself raises before our code runs (bad JSON, wrong content type…).
const frameworkErrors: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Requisição inválida. Verifique os dados enviados.' },
  404: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' },
  405: { code: 'BAD_REQUEST', message: 'Método não permitido.' },
  406: { code: 'BAD_REQUEST', message: 'Formato de resposta não suportado.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo muito grande. Máximo 10MB.' },
  415: { code: 'UNSUPPORTED_MEDIA', message: 'Tipo de conteúdo não suportado.' },
  429: { code: 'RATE_LIMITED', message: 'Muitas requisições. Tente novamente em alguns minutos.' },
};

const expectedStates = new Set<ErrorCode>(['MAINTENANCE', 'BUSY', 'PAYMENT_UNAVAILABLE']);

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The one place where anything thrown becomes an HTTP answer; a 500 never carries details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Maintenance, a busy engine and a card provider left unconfigured are expected states, not faults.
      if (error.status >= 500 && !expectedStates.has(error.code)) {
        request.log.error({ err: error }, 'request failed');
      }
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? frameworkErrors[400]!.message;
      }
      const first = error.validation[0]?.message ?? frameworkErrors[400]!.message;
      return reply.status(400).send(body('VALIDATION', first, fields));
    }
    const status = error.statusCode ?? 500;
    const known = frameworkErrors[status];
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(body(known?.code ?? 'BAD_REQUEST', known?.message ?? frameworkErrors[400]!.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body('INTERNAL', genericErrorMessage));
  });
}
