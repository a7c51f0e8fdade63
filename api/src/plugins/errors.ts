import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isUniqueViolation } from '../db/connect.ts';
import { isTransactionConflict } from '../db/transaction.ts';
import { HttpError, MESSAGES, type Message } from '../lib/errors.ts';

export const OVERLOADED = MESSAGES.OVERLOADED.message;

/**
 * A last line behind the schemas: a value the database itself refuses (PostgreSQL's data
 * exceptions, class 22: out of range, bad text, bad date; SQLite's type mismatch) is the client's
 * input, so 400; a unique key hit no route foresaw is a repeat, so 409. Never a 500.
 */
function databaseRefusal(error: unknown): { status: number; entry: Message } | null {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (isUniqueViolation(error)) return { status: 409, entry: MESSAGES.ALREADY_DONE };
  if (/^22[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG')
    return { status: 400, entry: MESSAGES.INVALID_VALUE };
  return null;
}

/** `{ success: false, message, errors, code }` (and `values` when the message has placeholders). */
export function failureBody(entry: Message, extra: Record<string, unknown> = {}) {
  return {
    success: false as const,
    message: entry.message,
    errors: entry.message,
    code: entry.code,
    ...(entry.values ? { values: entry.values } : {}),
    ...extra,
  };
}

const send = (reply: FastifyReply, status: number, entry: Message, extra?: Record<string, unknown>) =>
  reply.code(status).send(failureBody(entry, extra));

/** A 4xx Fastify or a plugin raised itself (429, 413, 415, a file too large). */
function clientFailure(error: FastifyError, status: number): Message {
  if (status === 429) return MESSAGES.TOO_MANY_REQUESTS;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return MESSAGES.FILE_TOO_LARGE;
  if (status === 413) return { code: 'BODY_TOO_LARGE', message: error.message };
  return { code: 'REQUEST_REFUSED', message: error.message };
}

/** Every failure answers JSON {success:false, message, code}; no stack traces reach the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const entry = { code: error.code, message: error.message, values: error.values } as Message;
      return send(reply, error.statusCode, entry, error.extra);
    }
    if (error.validation) {
      const message = `${MESSAGES.INVALID_REQUEST.message}: ${error.message}`;
      return send(reply, 400, { code: 'INVALID_REQUEST', message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, status, clientFailure(error, status));
    if (error.code === 'FST_UNDER_PRESSURE') {
      // Load shedding (under-pressure set 503 and Retry-After): no log line per shed request.
      return send(reply, 503, MESSAGES.OVERLOADED);
    }
    if (isTransactionConflict(error)) {
      // Still deadlocked after every try (db/transaction.ts): nothing was written; try again soon.
      request.log.warn({ err: error }, 'transaction ended by the database after every try');
      return send(reply.header('retry-after', '1'), 503, MESSAGES.OVERLOADED);
    }
    const refused = databaseRefusal(error);
    if (refused) {
      request.log.warn({ err: error }, 'database refused a value');
      return send(reply, refused.status, refused.entry);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, MESSAGES.UNKNOWN);
  });
}
