import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { billingDevRoutes } from './billing/dev-routes.ts';
import { refuseSuspended, registerBilling } from './billing/plugin.ts';
import { billingRoutes } from './billing/routes.ts';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config.ts';
import './context.ts';
import { openMigrated } from './db/connect.ts';
import { seedDemo } from './demo/index.ts';
import { seedDemoStaff } from './operator/demo-staff.ts';
import { AdjustableClock } from './lib/clock.ts';
import { dayOf } from './lib/day.ts';
import { AccessLog, requestSerializer } from './lib/log-redact.ts';
import { consoleEcho, outboxGateway } from './lib/sms.ts';
import { isUploadReferenced, sweepUploads } from './lib/uploads.ts';
import { authenticate } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard, schemaController } from './plugins/input-guard.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { authRoutes } from './routes/index.ts';
import { challengeRoutes } from './routes/index.ts';
import { devRoutes } from './routes/dev/index.ts';
import { gameRoutes } from './routes/index.ts';
import { landingRoutes } from './routes/index.ts';
import { levelRoutes } from './routes/game-levels/index.ts';
import { operatorRoutes } from './routes/operator/index.ts';
import { profileRoutes } from './routes/user/index.ts';
import { languageRoutes } from './routes/user/language.ts';
import { redemptionRoutes } from './routes/redemptions/index.ts';
import { rewardRoutes } from './routes/index.ts';
import { streakRoutes } from './routes/index.ts';
import { bracketRoutes } from './routes/tournaments/bracket.ts';
import { tournamentRoutes } from './routes/index.ts';
import { uploadRoutes } from './routes/uploads/index.ts';
import { attachRooms } from './rooms/server.ts';
import { registerOps } from './ops/plugin.ts';
import { telemetryRoutes } from './telemetry/routes.ts';
import { registerTournamentEngine } from './tournament-engine/plugin.ts';

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger
      ? { level: config.logLevel, serializers: { req: requestSerializer as never } }
      : false,
    // A hop count trusts that many proxies in front of the api (proxy-addr's hop index).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 64 * 1024,
    // The load balancer's request id ties this process's log lines to its access log; without one
    // the api makes its own. It is echoed back on every answer (see registerSecurity).
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new AccessLog(),
    schemaController,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const conn = await openMigrated(config);
  const clock = new AdjustableClock();
  app.decorate('db', conn.db);
  app.decorate('dialect', conn.dialect);
  app.decorate('clock', clock);
  app.decorate('config', config);
  app.decorate('jwtKey', new TextEncoder().encode(config.jwtSecret));
  const outbox = outboxGateway(conn.db, clock);
  app.decorate('sms', config.smsConsole ? consoleEcho(outbox) : outbox);
  app.decorate('today', () => dayOf(clock.now(), config.timeZone));
  app.decorate('nowIso', () => clock.now().toISOString());
  app.decorateRequest('user', null);
  app.addHook('onClose', async () => conn.db.destroy());
  registerBilling(app);
  registerTournamentEngine(app, config.engineTickMs);
  if (config.rooms.enabled)
    await attachRooms(app, {
      ...config.rooms,
      redisUrl: config.redisUrl,
      publicAddress: config.roomsPublicAddress,
    });

  if (config.seedDemo) await seedDemo(app);
  if (config.devTools) await seedDemoStaff(conn.db, clock.now().toISOString());
  await sweepUploads(config.uploadDir, (name) => isUploadReferenced(conn.db, name));

  registerErrorHandler(app);
  await registerOps(app);
  registerInputGuard(app);
  await registerSecurity(app);
  await app.register(multipart, { limits: { fileSize: 2_097_152, files: 1 } });
  await registerDocs(app);

  await app.register(landingRoutes);
  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(uploadRoutes);
      await api.register(operatorRoutes, { prefix: '/operator' });
      await api.register(bracketRoutes);
      await api.register(billingRoutes);
      await api.register(languageRoutes);
      await api.register(telemetryRoutes);
      if (config.devTools) await api.register(devRoutes, { prefix: '/dev' });
      if (config.devTools) await api.register(billingDevRoutes, { prefix: '/dev' });
      await api.register(async (secured) => {
        secured.addHook('onRequest', authenticate);
        secured.addHook('onRequest', refuseSuspended);
        await secured.register(profileRoutes);
        await secured.register(streakRoutes);
        await secured.register(challengeRoutes);
        await secured.register(gameRoutes);
        await secured.register(levelRoutes);
        await secured.register(tournamentRoutes);
        await secured.register(rewardRoutes);
        await secured.register(redemptionRoutes);
      });
    },
    { prefix: '/api' },
  );
  await registerWeb(app);
  return app;
}
