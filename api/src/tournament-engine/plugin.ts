import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TournamentEngine } from './engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    engine: TournamentEngine;
  }
}

/**
 * Creates the tournament engine on the app's database, clock and SMS gateway; it ticks every
 * `tickMs` once the app is ready (0: never by itself, tests call `app.engine.tick()`), and stops
 * and gives its lease up when the app closes.
 */
export function registerTournamentEngine(app: FastifyInstance, tickMs: number): TournamentEngine {
  const engine = new TournamentEngine({
    db: app.db,
    clock: app.clock,
    sms: app.sms,
    timeZone: app.config.timeZone,
    // The lease holder is this app, not only this process: two apps built from one configuration
    // (a restart in the same process, tests) must not both think they hold it.
    instanceId: `${app.config.instanceId}/${randomUUID().slice(0, 8)}`,
    leaseTtlMs: app.config.engineLeaseMs,
    log: (message, extra) => app.log.info(extra ?? {}, message),
    dialect: app.dialect,
  });
  app.decorate('engine', engine);
  app.addHook('onReady', async () => engine.start(tickMs));
  app.addHook('preClose', async () => engine.stop());
  return engine;
}
