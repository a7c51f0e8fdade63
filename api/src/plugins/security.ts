import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { constants } from 'node:zlib';
import { COMPRESSION } from '../lib/encoded-body.ts';
import { loopTurnClock } from '../lib/loop-turn.ts';
import { readsNoBody } from './input-guard.ts';

/**
 * What load shedding refuses: every api call and every form sent (they reach the database, the
 * SMS gateway, the rooms). A GET or HEAD outside /api/ is a built file, the portal's page or the
 * remotes map, each read from disk or memory: refusing one saves the process next to nothing, and
 * a page that loses one of its scripts shows an error panel where the page would have been fine
 * (its api calls are shed or answered on their own). So those pass, and do not count in flight.
 */
export function isSheddable(request: { method: string; url: string }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}

function overloaded(): Error {
  return Object.assign(new Error('Service Unavailable'), { code: 'FST_UNDER_PRESSURE', statusCode: 503 });
}

/**
 * Sheds load instead of queueing it: when the event loop falls behind, every api request is
 * answered at once with 503 and Retry-After (the error handler writes the body), so no one waits
 * seconds for an answer and the backlog drains. Files and the page are served (isSheddable).
 */
async function registerLoadShedding(app: FastifyInstance): Promise<void> {
  const { maxEventLoopDelayMs, sampleMs, retryAfterSeconds, maxInFlight } = app.config.overload;
  if (maxEventLoopDelayMs <= 0) return;
  // Requests let in before the loop's delay is sampled still queue: cap how many are in flight.
  let inFlight = 0;
  // And requests read late in a long event-loop turn: answering them later would queue them.
  const turn = loopTurnClock();
  app.addHook('onClose', async () => turn.stop());
  const release = (request: { inFlight?: boolean }) => {
    if (request.inFlight) inFlight--;
    request.inFlight = false;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!isSheddable(request)) return done();
    if (inFlight >= maxInFlight || turn.sinceTurnStart() > maxEventLoopDelayMs) {
      reply.code(503).header('Retry-After', String(retryAfterSeconds));
      return done(overloaded());
    }
    inFlight++;
    (request as { inFlight?: boolean }).inFlight = true;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request as { inFlight?: boolean });
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request as { inFlight?: boolean });
    done();
  });
  // under-pressure samples the loop's delay from here on, so its first samples hold start-up's own
  // long turns (the routes' schemas compiled, demo data seeded), not load: a freshly started process
  // refused its first sign-ins. Its figure counts from two samples after the app is ready.
  let judgedFrom = Infinity;
  app.addHook('onReady', (done) => {
    judgedFrom = performance.now() + 2 * sampleMs;
    done();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: sampleMs,
    retryAfter: retryAfterSeconds,
    // A settled promise lets the request through; a rejected one is the 503 (the error handler).
    pressureHandler: async (request, reply) => {
      if (!isSheddable(request) || performance.now() < judgedFrom) return;
      reply.code(503).header('Retry-After', String(retryAfterSeconds));
      throw overloaded();
    },
  });
}

/** ws/wss URLs of the portal's own origin, when it is configured; 'self' covers them in browsers that follow CSP 3. */
function selfSockets(config: { portalOrigin: string }): string[] {
  if (!config.portalOrigin) return [];
  const url = new URL(config.portalOrigin);
  return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
}

/**
 * With REDIS_URL every api process counts against the same Redis keys, so a subscriber's budget
 * is one budget however the load balancer spreads their requests. A Redis outage refuses nothing
 * (skipOnError): the limits pause instead of taking the portal down with them.
 */
async function sharedRateLimitStore(app: FastifyInstance) {
  if (!app.config.redisUrl) return {};
  const redis = new Redis(app.config.redisUrl, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'pz-rate-limit:', skipOnError: true };
}

/**
 * The headers helmet's middleware writes. They do not depend on the request, so they are worked out
 * once by running it against a recording response, and every reply gets the same set.
 */
function constantHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => (failed = err));
  if (failed) throw failed;
  return headers;
}

/**
 * The headers of the api's answers (JSON, and uploaded images): what protects a response that is
 * not a document, as the OWASP REST guidance lists it. A policy that allows nothing and no framing
 * (no script, style or frame is ever loaded from an api answer, so the documents' long policy has
 * nothing to say there), no sniffing, HTTPS only, no referrer, and the documents' cross-origin
 * resource policy. The document-only headers (opener and agent-cluster isolation, DNS prefetch,
 * download and cross-domain policies, the XSS auditor switch) are left off: six headers instead of
 * twelve, on every api answer.
 */
function apiHeaders(documents: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(
      kept.filter((k) => documents[k] !== undefined).map((k) => [k, documents[k] as string]),
    ),
    'x-frame-options': 'DENY',
  };
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const origins = app.config.appOrigins;
  // The security headers are worked out once: helmet's middleware is built and run here, and its
  // headers are put on every reply (the Fastify wrapper rebuilt it, CSP parsing included, and
  // re-ran a dozen middlewares on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // blob: for game builds: a Unity-style loader runs its downloaded framework as a blob script.
        scriptSrc: ["'self'", 'blob:', ...origins],
        // style-loader injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...origins],
        imgSrc: ["'self'", 'data:', 'blob:', ...origins],
        fontSrc: ["'self'", 'data:', ...origins],
        // WebSockets (Cannon Clash rooms) to the portal's own host only.
        connectSrc: ["'self'", ...selfSockets(app.config), ...origins],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: origins.length ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const headers = constantHeaders(securityHeaders);
  const api = apiHeaders(headers);
  // Set on arrival, before load shedding, so every answer carries them, a refusal too; the request
  // id ties the answer to the api's log line (the load balancer's id when it sent one, see app.ts).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : headers);
    reply.header('x-request-id', request.id);
    done();
  });
  await registerLoadShedding(app);
  // A request without a body has nothing to decompress: the plugin's request hook is left off
  // GET and HEAD routes. (A kept answer, already encoded by sendKept, is left alone by its answer
  // hook, which skips any answer with a Content-Encoding.)
  app.addHook('onRoute', (route) => {
    if (readsNoBody(route)) route.decompress ??= false;
  });
  await app.register(compress, {
    global: true,
    encodings: [...COMPRESSION.encodings],
    threshold: COMPRESSION.threshold,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
  });
  // Every write route is limited: those without a limit of their own get the write limit.
  const write = { max: app.config.rateLimits.write, timeWindow: '1 minute' };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'GET' || m === 'HEAD' || m === 'OPTIONS')) return;
    if (route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: write };
  });
  await app.register(rateLimit, {
    global: false,
    ...(await sharedRateLimitStore(app)),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      success: false,
      message: 'Too many requests, please try again later.',
      code: 'TOO_MANY_REQUESTS',
    }),
  });
}
