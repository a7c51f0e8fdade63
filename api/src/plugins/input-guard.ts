import { isUtf8 } from 'node:buffer';
import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifyServerOptions,
  RouteOptions,
  preParsingHookHandler,
} from 'fastify';
import { MESSAGES, HttpError, badRequest } from '../lib/errors.ts';
import { DEFAULT_JSON_LIMIT, MAX_JSON_DEPTH, isStorableText, nestsDeeperThan } from '../lib/limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Largest JSON body the route takes, in bytes (default 64 KiB; the route's bodyLimit caps it). */
    jsonBodyLimit?: number;
  }
}

// The pool's published type is a union with the serializer pool's; this is the validator side.
type ValidatorPool = (
  externalSchemas: unknown,
  options: { customOptions?: Record<string, unknown> },
) => (route: { httpPart?: string }) => unknown;
const ajvFactory = AjvCompiler() as unknown as ValidatorPool;

/**
 * Request bodies are validated without type coercion (`gameId: true` or `"5"` is refused, not read
 * as 1 or 5); path and query values arrive as text, so they keep coercion to numbers.
 */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: ((externalSchemas, options) => {
      const loose = ajvFactory(externalSchemas, options);
      const strict = ajvFactory(externalSchemas, {
        ...options,
        customOptions: { ...options.customOptions, coerceTypes: false },
      });
      return (route) => (route.httpPart === 'body' ? strict : loose)(route);
    }) satisfies ValidatorPool as unknown as ValidatorFactory,
  },
};

/** The first unstorable string in a parsed value (depth already bounded by the JSON parser). */
function findBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => findBadText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => !isStorableText(k) || findBadText(v, depth + 1));
}

export function assertStorableText(request: FastifyRequest): void {
  if (findBadText(request.params) || findBadText(request.query) || findBadText(request.body))
    throw badRequest(MESSAGES.NOT_TEXT);
}

/** A route whose methods never read a request body (GET and HEAD). */
export function readsNoBody(route: Pick<RouteOptions, 'method'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every((m) => m === 'GET' || m === 'HEAD');
}

const jsonLimit = (request: FastifyRequest) =>
  request.routeOptions.config.jsonBodyLimit ?? DEFAULT_JSON_LIMIT;
const tooLarge = () => new HttpError(413, MESSAGES.BODY_TOO_LARGE);

/**
 * Input that no route should ever see is refused before any handler runs: JSON over the route's
 * size, nested deeper than MAX_JSON_DEPTH or not UTF-8 (checked on the raw bytes, before parsing),
 * and text with NUL characters or unpaired surrogates anywhere in path, query or body (PostgreSQL
 * refuses NUL in text, so it would otherwise surface as a 500).
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const buf = body as Buffer;
    if (buf.length > jsonLimit(request)) return done(tooLarge());
    if (nestsDeeperThan(buf, MAX_JSON_DEPTH)) return done(badRequest(MESSAGES.BODY_TOO_DEEP));
    if (!isUtf8(buf)) return done(badRequest(MESSAGES.NOT_TEXT));
    parseJson(request, buf.toString('utf8'), done);
  });
  // A JSON body declared larger than the route takes is refused before a byte of it is read; on the
  // routes that read a body (a GET or HEAD body never is).
  const refuseDeclaredTooLarge: preParsingHookHandler = (request, _reply, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const json = String(request.headers['content-type'] ?? '').startsWith('application/json');
    if (json && declared > jsonLimit(request)) return done(tooLarge());
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (readsNoBody(route)) return;
    route.preParsing = [...[route.preParsing ?? []].flat(), refuseDeclaredTooLarge];
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertStorableText(request);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}
