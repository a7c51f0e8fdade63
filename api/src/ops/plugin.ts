import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { createMetrics } from './metrics.ts';

/**
 * Operations endpoints. Liveness (`/health/live`: the process answers) and readiness
 * (`/health/ready`: the database and, when configured, Redis answer within a second) are public
 * and say nothing but up/down, so a load balancer can poll them. The Prometheus metrics are not
 * public: `/metrics` on the api's port only with `Authorization: Bearer <METRICS_TOKEN>`, and/or
 * a listener of their own on METRICS_PORT (bound to the api's host, for a scraper on the private
 * network). Neither set: no metrics endpoint at all.
 */
export async function registerOps(app: FastifyInstance): Promise<void> {
  const { redisUrl, metricsToken, metricsPort } = app.config;
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
  if (redis) {
    redis.on('error', () => {}); // readiness reports it; no crash on a Redis restart
    app.addHook('onClose', async () => redis.disconnect());
  }
  const within = <T>(p: Promise<T>, ms: number) =>
    Promise.race([
      p,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
    ]);

  app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const checks: Record<string, 'ok' | 'down'> = {};
    checks.database = await within(sql`select 1`.execute(app.db), 1000)
      .then(() => 'ok' as const)
      .catch(() => 'down' as const);
    if (redis) {
      checks.redis = await within(redis.ping(), 1000)
        .then(() => 'ok' as const)
        .catch(() => 'down' as const);
    }
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
  });

  if (!metricsToken && !metricsPort) return;
  const metrics = createMetrics(app);
  if (metricsToken) {
    const want = Buffer.from(`Bearer ${metricsToken}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const got = Buffer.from(request.headers.authorization ?? '');
      if (got.length !== want.length || !timingSafeEqual(got, want))
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
      return reply.type(metrics.registry.contentType).send(await metrics.render());
    });
  }
  if (metricsPort) {
    const server: Server = createServer((req, res) => {
      if (req.url !== '/metrics') return void res.writeHead(404).end();
      metrics.render().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(metricsPort, app.config.host, resolve));
    app.addHook('onClose', async () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
}
