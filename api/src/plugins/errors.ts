import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';

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
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ success: false, message: 'An error occurred', errors: 'An error occurred' });
  });
}
