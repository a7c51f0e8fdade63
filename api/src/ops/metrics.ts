import { matchMaker } from '@colyseus/core';
import type { FastifyInstance } from 'fastify';
import { countFailedCharges } from '../billing/repository.ts';
import client from 'prom-client';

/**
 * Prometheus metrics of one api process. Request rate and latency per route, the event loop's
 * delay (prom-client's default collectors), this process's open rooms and players, and gauges read
 * from the database when scraped (every process reports the same value for them: take max()).
 *
 * Other parts add their own gauges through `addMetricSource` (the billing module's failed charges,
 * for one) without touching this file.
 */
export interface MetricSource {
  name: string;
  help: string;
  read(app: FastifyInstance): Promise<number>;
}

const sources = new Map<string, MetricSource>();

/** Adds (or replaces, by name) a gauge read when the metrics are scraped. */
export function addMetricSource(source: MetricSource): void {
  sources.set(source.name, source);
}

const count = async (q: { executeTakeFirst(): Promise<{ n: unknown } | undefined> }) =>
  Number((await q.executeTakeFirst())?.n ?? 0);

addMetricSource({
  name: 'pz_sms_outbox_messages',
  help: 'Text messages in the SMS outbox (queued for the SMS gateway)',
  read: (app) => count(app.db.selectFrom('sms_outbox').select((eb) => eb.fn.countAll().as('n'))),
});
addMetricSource({
  name: 'pz_payout_outbox_backlog',
  help: 'Rupee payouts not yet accepted by the payout gateway (pending or failed)',
  read: (app) =>
    count(
      app.db
        .selectFrom('payouts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', 'in', ['pending', 'failed']),
    ),
});
addMetricSource({
  name: 'pz_tournament_engine_lag_seconds',
  help: 'Seconds since any process last ran the tournament scheduler (renewed its lease)',
  read: async (app) => {
    const row = await app.db.selectFrom('engine_leases').select('expires_at').executeTakeFirst();
    if (!row) return 0;
    const renewed = Date.parse(row.expires_at) - app.config.engineLeaseMs;
    return Math.max(0, (Date.now() - renewed) / 1000);
  },
});
addMetricSource({
  name: 'pz_charges_failed',
  help: 'Subscription charges declined by the gateway or never answered',
  read: (app) => countFailedCharges(app.db),
});

export interface Metrics {
  registry: client.Registry;
  render(): Promise<string>;
}

export function createMetrics(app: FastifyInstance): Metrics {
  const registry = new client.Registry();
  registry.setDefaultLabels({ instance_id: app.config.instanceId });
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new client.Counter({
    name: 'pz_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'pz_http_request_duration_seconds',
    help: 'Time to answer, by route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL: ids and query strings would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  new client.Gauge({
    name: 'pz_rooms_open',
    help: 'Cannon Clash rooms open on this process',
    registers: [registry],
    collect() {
      this.set(matchMaker.stats?.local?.roomCount ?? 0);
    },
  });
  new client.Gauge({
    name: 'pz_room_players',
    help: 'Players connected to rooms on this process',
    registers: [registry],
    collect() {
      this.set(matchMaker.stats?.local?.ccu ?? 0);
    },
  });
  for (const source of sources.values()) {
    new client.Gauge({
      name: source.name,
      help: source.help,
      registers: [registry],
      async collect() {
        this.set(await source.read(app).catch(() => Number.NaN));
      },
    });
  }
  return { registry, render: () => registry.metrics() };
}
