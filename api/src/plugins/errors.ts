import type { FastifyError, FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/connect.ts';
import { HttpError } from '../lib/errors.ts';

export const OVERLOADED = 'The service is busy right now. Please try again in a few seconds.';

/**
 * A last line behind the schemas: a value the database itself refuses (PostgreSQL's data
 * exceptions, class 22: out of range, bad text, bad date; SQLite's type mismatch) is the client's
 * input, so 400; a unique key hit no route foresaw is a repeat, so 409. Never a 500.
 */
function databaseRefusal(error: unknown): { status: number; message: string } | null {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (isUniqueViolation(error)) return { status: 409, message: 'This has already been done.' };
  if (/^22[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG')
    return { status: 400, message: 'Invalid value in the request.' };
  return null;
}

/** Every failure answers JSON {success:false, message}; no stack traces reach the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, errors: error.message, ...error.extra });
    }
    if (error.validation) {
      const message = `Invalid request: ${error.message}`;
      return reply.code(400).send({ success: false, message, errors: message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? 'Too many requests, please try again later.'
          : error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? 'File too large.'
            : error.message;
      return reply.code(status).send({ success: false, message, errors: message });
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      // Load shedding (under-pressure set 503 and Retry-After): no log line per shed request.
      return reply.code(503).send({ success: false, message: OVERLOADED, errors: OVERLOADED });
    }
    const refused = databaseRefusal(error);
    if (refused) {
      request.log.warn({ err: error }, 'database refused a value');
      return reply.code(refused.status).send({ success: false, message: refused.message, errors: refused.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ success: false, message: 'An error occurred', errors: 'An error occurred' });
  });
}
