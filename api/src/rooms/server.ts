import './node20.ts';
import { createAuthContext, ErrorCode, matchMaker, type ServerError } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { FastifyInstance } from 'fastify';
import {
  CANNON_ROOM,
  CannonClashRoom,
  configureRooms,
  roomServices,
  type RoomServices,
} from './cannon-room.ts';
import { ClosingLocalPresence } from './local-presence.ts';
import { practiceBotRoute } from './practice-route.ts';

/** Same origin as the api: HTTP matchmaking under it, WebSocket upgrades under it. */
export const ROOMS_PATH = '/api/rooms';

export interface RoomsOptions {
  noShowSeconds: number;
  reconnectSeconds: number;
  /** State patches to the clients every this many ms (ROOM_PATCH_MS, 100: every other 20 Hz step). */
  patchMs: number;
  /** Rooms one subscriber may hold a seat in at once (ROOM_MAX_PER_SUBSCRIBER, 50). */
  maxPerSubscriber: number;
  /** Matchmaking requests per subscriber per minute (ROOM_JOINS_PER_MINUTE, 30). */
  joinsPerMinute: number;
  /** Seconds counted down once both players are in (ROOM_COUNTDOWN_SECONDS, 3). */
  countdownSeconds: number;
  closeAfterEndMs?: number;
  matchSeconds?: number;
  onStep?: RoomServices['onStep'];
  /** Shared presence and driver (REDIS_URL); null: this process only. */
  redisUrl?: string | null;
  /** This process's address as clients reach it (ROOMS_PUBLIC_ADDRESS), for seat reservations. */
  publicAddress?: string | null;
}

let matchMakerReady: Promise<void> | null = null;

/**
 * The matchmaker is one per process (Colyseus keeps it in module state): set it up once. With a
 * Redis URL, rooms are listed in Redis (driver) and processes reach each other through Redis
 * pub/sub (presence): a seat is reserved on whichever process holds the room, and the seat
 * reservation carries that process's public address for the WebSocket.
 */
function readyMatchMaker(redisUrl: string | null, publicAddress: string | null): Promise<void> {
  matchMakerReady ??= (async () => {
    if (redisUrl) {
      const [{ RedisPresence }, { RedisDriver }] = await Promise.all([
        import('@colyseus/redis-presence'),
        import('@colyseus/redis-driver'),
      ]);
      await matchMaker.setup(
        new RedisPresence(redisUrl),
        new RedisDriver(redisUrl),
        publicAddress ?? undefined,
      );
    } else {
      // Colyseus' own local presence, but one that stops its expiry timers when it shuts down.
      await matchMaker.setup(new ClosingLocalPresence());
    }
    matchMaker.defineRoomType(CANNON_ROOM, CannonClashRoom).filterBy(['roomKey']);
    await matchMaker.accept();
  })();
  return matchMakerReady;
}

/** The SDK's calls the portal uses; the matchmaker's others (create, join, joinById) stay closed. */
const METHODS = new Set(['joinOrCreate', 'reconnect']);

const HTTP_STATUS: Record<number, number> = {
  [ErrorCode.MATCHMAKE_NO_HANDLER]: 404,
  [ErrorCode.MATCHMAKE_INVALID_CRITERIA]: 400,
  [ErrorCode.MATCHMAKE_INVALID_ROOM_ID]: 404,
  [ErrorCode.MATCHMAKE_EXPIRED]: 410,
  [ErrorCode.AUTH_FAILED]: 401,
};

/**
 * Attaches the Cannon Clash room server (Colyseus 0.18) to the api's own HTTP server:
 * POST /api/rooms/matchmake/:method/:roomName (the SDK's matchmaking call, handled by Fastify)
 * and WebSocket upgrades on /api/rooms/... (ws-transport). One process: local presence and
 * driver; several processes (REDIS_URL) share rooms through Colyseus' Redis presence and driver.
 */
export async function attachRooms(app: FastifyInstance, opts: RoomsOptions): Promise<void> {
  configureRooms({
    db: app.db,
    clock: app.clock,
    jwtKey: app.jwtKey,
    engine: app.engine,
    noShowMs: opts.noShowSeconds * 1000,
    reconnectSeconds: opts.reconnectSeconds,
    patchMs: opts.patchMs,
    maxRoomsPerSubscriber: opts.maxPerSubscriber,
    joinsPerMinute: opts.joinsPerMinute,
    countdownSeconds: opts.countdownSeconds,
    closeAfterEndMs: opts.closeAfterEndMs ?? 5000,
    log: (message, extra) => app.log.warn(extra ?? {}, message),
    onStep: opts.onStep,
    ...(opts.matchSeconds ? { matchSeconds: opts.matchSeconds } : {}),
  });
  await readyMatchMaker(opts.redisUrl ?? null, opts.publicAddress ?? null);
  const transport = new WebSocketTransport({ noServer: true, maxPayload: 4 * 1024 });
  transport.attachToServer(app.server, {
    filter: (req) => (req.url ?? '').startsWith(`${ROOMS_PATH}/`),
  });

  app.post<{ Params: { method: string; roomName: string }; Body: unknown }>(
    `${ROOMS_PATH}/matchmake/:method/:roomName`,
    {
      schema: {
        tags: ['rooms'],
        summary:
          "Colyseus matchmaking (the SDK's joinOrCreate/joinById/reconnect): a seat reservation for the Cannon Clash room",
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const context = createAuthContext({
        headers: request.headers as Record<string, string>,
        remoteAddress: request.ip,
        req: request.raw,
      });
      if (!METHODS.has(request.params.method))
        return reply
          .code(404)
          .send({ code: 404, error: 'Unknown matchmaking call', message: 'Unknown matchmaking call' });
      try {
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
          string,
          unknown
        >;
        return await matchMaker.controller.invokeMethod(
          request.params.method,
          request.params.roomName,
          body,
          context,
        );
      } catch (err) {
        const e = err as ServerError;
        const code = typeof e.code === 'number' ? e.code : 500;
        const status = HTTP_STATUS[code] ?? (code >= 400 && code < 500 ? code : 400);
        return reply.code(status).send({ code, error: e.message, message: e.message });
      }
    },
  );

  practiceBotRoute(app, roomServices, ROOMS_PATH);

  app.addHook('preClose', async () => {
    configureRooms(null);
    await Promise.all(matchMaker.disconnectAll());
    transport.shutdown();
    // The matchmaker stops with the app (its stats timer would otherwise keep the process alive);
    // an app started later in the same process sets it up again.
    if (matchMakerReady) {
      matchMakerReady = null;
      await matchMaker.gracefullyShutdown();
      // The presence stops too: Redis connections, or the local presence's key expiry timers (the
      // room limits' counters run two minutes), either of which keeps the process alive.
      matchMaker.presence.shutdown();
      if (opts.redisUrl) await matchMaker.driver.shutdown();
    }
  });
}
