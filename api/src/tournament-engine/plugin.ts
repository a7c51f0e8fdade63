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
    instanceId: app.config.instanceId,
    leaseTtlMs: app.config.engineLeaseMs,
    log: (message, extra) => app.log.info(extra ?? {}, message),
  });
  app.decorate('engine', engine);
  app.addHook('onReady', async () => engine.start(tickMs));
  app.addHook('preClose', async () => engine.stop());
  return engine;
}
