import { randomUUID } from 'node:crypto';
import { matchMaker, Room, ServerError, type Client } from '@colyseus/core';
import {
  applyInput,
  CANNON_Y_BOTTOM,
  CC_TICK_HZ,
  CC_WORLD_WIDTH,
  createMatch,
  forfeit,
  isTowerAttackable,
  sideY,
  step,
  toSeed,
  type MatchState,
  type Side,
} from '@portal/game-rules/cannon-clash';
import type { CannonEnd, CannonInput, CannonWelcome } from '@portal/shared/types';
import type { ResultSource } from '../tournament-engine/engine.ts';
import { releaseSeat, takeSeat } from './limits.ts';
import { matchForRoom } from './match-lookup.ts';
import {
  authenticateJoin,
  refuse,
  type AuthServices,
  type RoomAuth,
  type ServerJoinOptions,
} from './room-auth.ts';
import { CannonClashState, CannonView, MinionView, PlayerSlot, TowerView } from './state.ts';

export type { RoomAuth } from './room-auth.ts';

export const CANNON_ROOM = 'cannon_clash';

/** What a room needs from the api; set once per app by attachRooms (rooms are per process). */
export interface RoomServices extends AuthServices {
  /** A player alone in the room wins when the opponent has not come this long after the match time. */
  noShowMs: number;
  /** A dropped player keeps their side this long. */
  reconnectSeconds: number;
  /** State patch interval in ms. */
  patchMs: number;
  /** Milliseconds the finished room stays open so clients read the end. */
  closeAfterEndMs: number;
  /** Match length (default: the rules' 3 minutes); tests shorten it. */
  matchSeconds?: number;
  log: (message: string, extra?: Record<string, unknown>) => void;
  /** Step timing, for the bench: called after each simulation step with its wall time. */
  onStep?: (roomId: string, tick: number, at: number) => void;
}

let current: RoomServices | null = null;
export function configureRooms(services: RoomServices | null): void {
  current = services;
}
export function roomServices(): RoomServices | null {
  return current;
}
function services(): RoomServices {
  if (!current) throw new ServerError(503, 'Rooms are not available');
  return current;
}

interface Seat {
  subscriberId: number;
  sessionId: string;
  connected: boolean;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * One Cannon Clash match: two seats, the authoritative simulation of @portal/game-rules at 20 Hz,
 * inputs only from the seated clients (each for its own side), reconnection within a grace
 * period, a no-show timeout, and the result recorded with the tournament engine once.
 */
export class CannonClashRoom extends Room<{ state: CannonClashState }> {
  override maxClients = 2;
  override maxMessagesPerSecond = 60;

  private svc!: RoomServices;
  private match!: MatchState;
  private roomCode = '';
  private tournamentId: number | null = null;
  private matchId: number | null = null;
  private scheduledAt: number | null = null;
  private seats: [Seat | null, Seat | null] = [null, null];
  private noShowTimer: { clear(): void } | null = null;
  private closeTimer: ReturnType<typeof setTimeout> | null = null;
  private ended = false;
  /** Side of each seated session (inputs look it up on every message). */
  private sideBySession = new Map<string, Side>();
  /** The values last written to the schema (see sync). */
  private shadow = {
    remaining: -1,
    cannonX: [NaN, NaN],
    cannonReload: [NaN, NaN],
    towerHp: [] as number[],
    towerAttackable: [] as boolean[],
    minions: new Map<number, { x: number; y: number; hp: number; view: MinionView; seen: number }>(),
    generation: 0,
  };

  /** Matchmaking-time authentication (see room-auth.ts): runs before any room is looked up. */
  static override async onAuth(token: string, options: unknown): Promise<RoomAuth> {
    return authenticateJoin(services(), token, options);
  }

  override async onCreate(options: unknown): Promise<void> {
    this.svc = services();
    // Written by authenticateJoin, never by the client (the matchmaker creates rooms only after it).
    const { roomKey, roomCode, tournamentId, matchId } = (options ?? {}) as Partial<ServerJoinOptions>;
    if (!roomKey || !roomCode) throw refuse(400, 'Room ID is required');
    // One live room per key: a full room must refuse a third player, not spawn a twin.
    const twins = await matchMaker.query({ name: CANNON_ROOM, roomKey } as never);
    if (twins.some((r) => r.roomId !== this.roomId)) throw refuse(409, 'This room is full.');
    this.roomCode = roomCode;
    this.tournamentId = tournamentId ?? null;
    if (matchId != null) {
      const m = await matchForRoom(this.svc.db, matchId);
      if (!m) throw refuse(403, 'You are not a player in this match.');
      if (m.status === 'finished') throw refuse(410, 'This match has already finished.');
      this.matchId = Number(m.id);
      this.scheduledAt = m.scheduled_at ? Date.parse(m.scheduled_at) : null;
    }
    this.match = createMatch(
      toSeed(`${roomCode}:${this.matchId ?? 'practice'}:${randomUUID()}`),
      this.svc.matchSeconds ? { timeLimitSeconds: this.svc.matchSeconds } : {},
    );
    const state = new CannonClashState();
    state.roomCode = roomCode;
    state.tournamentId = tournamentId ?? 0;
    for (const side of [0, 1] as const) {
      state.players.push(new PlayerSlot({ side }));
      const c = this.match.cannons[side];
      state.cannons.push(
        new CannonView({ side, x: round1(c.x), y: sideY(side, CANNON_Y_BOTTOM), reloadTicks: c.cooldown }),
      );
    }
    for (const tw of this.match.towers) {
      state.towers.push(
        new TowerView({
          id: tw.id,
          side: tw.side,
          kind: tw.kind,
          x: tw.x,
          y: tw.y,
          radius: tw.radius,
          hp: tw.hp,
          maxHp: tw.maxHp,
          destroyed: false,
          attackable: isTowerAttackable(this.match.towers, tw),
        }),
      );
    }
    state.remainingSeconds = Math.ceil(this.match.timeLimitTicks / CC_TICK_HZ);
    this.state = state;
    this.shadow.towerHp = this.match.towers.map((tw) => tw.hp);
    this.shadow.towerAttackable = this.match.towers.map((tw) => isTowerAttackable(this.match.towers, tw));

    this.setPatchRate(this.svc.patchMs);
    this.onMessage('input', (client: Client, message: unknown) => this.input(client, message));
  }

  override async onJoin(client: Client, _options: unknown, authArg?: RoomAuth): Promise<void> {
    const auth = (client.auth ?? authArg) as RoomAuth | undefined;
    if (!auth) throw refuse(401, 'Login required');
    if (this.state.phase === 'finished') throw refuse(410, 'This match has already finished.');
    let side: Side;
    if (this.matchId !== null) {
      if (auth.matchId !== this.matchId || auth.side === null)
        throw refuse(403, 'You are not a player in this match.');
      side = auth.side;
    } else {
      const free = this.seats.findIndex((seat) => seat === null);
      if (this.seats.some((seat) => seat?.subscriberId === auth.subscriberId))
        throw refuse(409, 'You are already in this room.');
      if (free === -1) throw refuse(409, 'This room is full.');
      side = free as Side;
    }
    const taken = this.seats[side];
    if (taken) {
      throw refuse(
        409,
        taken.subscriberId === auth.subscriberId ? 'You are already in this room.' : 'This room is full.',
      );
    }
    // Checked again here: the seat is taken first and counted after, so two joins racing on any
    // processes cannot both slip under the limit.
    if (!auth.bot && (await takeSeat(auth.subscriberId, this.roomId)) > this.svc.maxRoomsPerSubscriber) {
      await releaseSeat(auth.subscriberId, this.roomId);
      throw refuse(429, 'You have too many open rooms. Leave one and try again.');
    }
    if (this.seats[side]) {
      await releaseSeat(auth.subscriberId, this.roomId);
      throw refuse(409, 'This room is full.');
    }
    this.seats[side] = { subscriberId: auth.subscriberId, sessionId: client.sessionId, connected: true };
    this.sideBySession.set(client.sessionId, side);
    const slot = this.state.players[side] as PlayerSlot;
    slot.sessionId = client.sessionId;
    slot.name = auth.name;
    slot.connected = true;
    if (this.matchId !== null) await this.svc.engine.recordPresence(this.matchId, auth.subscriberId);
    this.welcome(client, side);
    if (this.seats[0] && this.seats[1]) this.begin();
    else this.armNoShow();
  }

  override onDrop(client: Client): void {
    const side = this.sideOf(client);
    if (side === null || this.ended) return;
    const slot = this.state.players[side] as PlayerSlot;
    slot.connected = false;
    (this.seats[side] as Seat).connected = false;
    // Keeps the side for the grace period; onReconnect on success, onLeave when it runs out (or
    // at once for a client that dropped before its join completed: Colyseus rejects that, and an
    // unhandled rejection would take the whole process down).
    Promise.resolve(this.allowReconnection(client, this.svc.reconnectSeconds)).catch(() => undefined);
  }

  override onReconnect(client: Client): void {
    const side = this.sideOf(client);
    if (side === null) return;
    const seat = this.seats[side] as Seat;
    this.sideBySession.set(client.sessionId, side);
    seat.connected = true;
    seat.sessionId = client.sessionId;
    const slot = this.state.players[side] as PlayerSlot;
    slot.connected = true;
    slot.sessionId = client.sessionId;
    this.welcome(client, side);
  }

  override async onLeave(client: Client): Promise<void> {
    const side = this.sideOf(client);
    if (side === null || this.ended) return;
    if (this.state.phase === 'playing') {
      // Left for good (or did not come back in time) during the match: the opponent wins.
      await this.finish(forfeit(this.match, side), 'room');
      return;
    }
    // Left before the match began: the seat is free again.
    void releaseSeat((this.seats[side] as Seat).subscriberId, this.roomId).catch(() => {});
    this.seats[side] = null;
    this.sideBySession.delete(client.sessionId);
    const slot = this.state.players[side] as PlayerSlot;
    slot.sessionId = '';
    slot.name = '';
    slot.connected = false;
  }

  override onDispose(): void {
    this.noShowTimer?.clear();
    if (this.closeTimer) clearTimeout(this.closeTimer);
    for (const seat of this.seats) if (seat) void releaseSeat(seat.subscriberId, this.roomId).catch(() => {});
  }

  // ------------------------------------------------------------------ internals

  private sideOf(client: Client): Side | null {
    return this.sideBySession.get(client.sessionId) ?? null;
  }

  private welcome(client: Client, side: Side): void {
    const message: CannonWelcome = {
      side,
      roomCode: this.roomCode,
      tournamentId: this.tournamentId,
      noShowSeconds: this.svc.noShowMs / 1000,
      reconnectSeconds: this.svc.reconnectSeconds,
    };
    client.send('welcome', message);
  }

  /** The input of the sender's own side: targetX (world x) and/or fire; anything else is ignored. */
  private input(client: Client, message: unknown): void {
    if (this.state.phase !== 'playing' || typeof message !== 'object' || message === null) return;
    const side = this.sideOf(client);
    if (side === null || this.seats[side]?.sessionId !== client.sessionId) return;
    const m = message as CannonInput;
    const input: CannonInput = {};
    if (typeof m.targetX === 'number' && Number.isFinite(m.targetX))
      input.targetX = Math.min(CC_WORLD_WIDTH, Math.max(0, m.targetX));
    if (m.fire === true) input.fire = true;
    this.match = applyInput(this.match, side, input);
  }

  /** Starts the no-show countdown once, from the first player's arrival (never before the match time). */
  private armNoShow(): void {
    if (this.noShowTimer || this.ended) return;
    const now = this.svc.clock.now().getTime();
    const from = Math.max(now, this.scheduledAt ?? now);
    const delay = from - now + this.svc.noShowMs;
    this.state.noShowDeadline = Date.now() + delay;
    this.noShowTimer = this.clock.setTimeout(() => void this.noShow(), delay);
  }

  private async noShow(): Promise<void> {
    if (this.ended || this.state.phase !== 'waiting') return;
    const present = this.seats.findIndex((s) => s !== null);
    if (present === -1) return; // nobody here any more: the engine's deadline settles it
    const absent: Side = present === 0 ? 1 : 0;
    await this.finish(forfeit(this.match, absent), 'no-show');
  }

  private begin(): void {
    if (this.state.phase !== 'waiting') return;
    this.noShowTimer?.clear();
    this.noShowTimer = null;
    this.state.noShowDeadline = 0;
    this.state.phase = 'playing';
    this.setFixedTimestep(() => this.tick(), CC_TICK_HZ);
  }

  private tick(): void {
    if (this.ended) return;
    this.match = step(this.match);
    this.svc.onStep?.(this.roomId, this.match.tick, performance.now());
    if (this.match.status === 'finished') void this.finish(this.match, 'room');
  }

  /**
   * The schema is written once per patch, not once per step: with patches every 100 ms and steps
   * every 50 ms, half the steps are never sent, so copying them would be wasted work.
   */
  override onBeforePatch(): void {
    // A room whose onCreate refused (a twin, a finished match) has no state, yet its patch timer runs.
    if (this.state?.phase === 'playing' && !this.ended) this.sync();
  }

  /**
   * Copies the simulation into the schema, writing only what changed. The last written values are
   * kept in plain arrays and maps, so comparing never goes through the schema's getters (the
   * room's hottest path after the simulation itself; see bench/rooms-bench.ts).
   */
  private sync(): void {
    const m = this.match;
    const s = this.state;
    const shadow = this.shadow;
    s.tick = m.tick;
    const remaining = Math.max(0, Math.ceil((m.timeLimitTicks - m.tick) / CC_TICK_HZ));
    if (shadow.remaining !== remaining) s.remainingSeconds = shadow.remaining = remaining;
    for (let side = 0; side < 2; side++) {
      const c = m.cannons[side as Side];
      const x = round1(c.x);
      if (shadow.cannonX[side] !== x) (s.cannons[side] as CannonView).x = shadow.cannonX[side] = x;
      if (shadow.cannonReload[side] !== c.cooldown)
        (s.cannons[side] as CannonView).reloadTicks = shadow.cannonReload[side] = c.cooldown;
    }
    for (let i = 0; i < m.towers.length; i++) {
      const tw = m.towers[i] as MatchState['towers'][number];
      const hp = Math.max(0, tw.hp);
      if (shadow.towerHp[i] === hp && tw.kind !== 'centre') continue;
      const v = s.towers[i] as TowerView;
      if (shadow.towerHp[i] !== hp) {
        v.hp = shadow.towerHp[i] = hp;
        if (hp <= 0) v.destroyed = true;
      }
      const attackable = isTowerAttackable(m.towers, tw);
      if (shadow.towerAttackable[i] !== attackable) v.attackable = shadow.towerAttackable[i] = attackable;
    }
    const seen = ++shadow.generation;
    for (const minion of m.minions) {
      const x = round1(minion.x);
      const y = round1(minion.y);
      const hp = Math.max(0, Math.round(minion.hp));
      const known = shadow.minions.get(minion.id);
      if (!known) {
        const view = new MinionView({ id: minion.id, side: minion.side, x, y, hp });
        s.minions.set(String(minion.id), view);
        shadow.minions.set(minion.id, { x, y, hp, view, seen });
        continue;
      }
      known.seen = seen;
      if (known.x !== x) known.view.x = known.x = x;
      if (known.y !== y) known.view.y = known.y = y;
      if (known.hp !== hp) known.view.hp = known.hp = hp;
    }
    if (shadow.minions.size !== m.minions.length) {
      for (const [id, known] of shadow.minions) {
        if (known.seen === seen) continue;
        shadow.minions.delete(id);
        s.minions.delete(String(id));
      }
    }
  }

  /** Ends the match once: state, the engine's record (tournament rooms), 'end' to each player. */
  private async finish(final: MatchState, source: ResultSource): Promise<void> {
    if (this.ended || final.winner === null) return;
    this.ended = true;
    this.match = final;
    this.noShowTimer?.clear();
    // The simulation interval keeps running (tick() returns once ended): clearing it would stop
    // the room clock too, and with it any timer set on that clock.
    this.sync();
    const winner = final.winner;
    this.state.phase = 'finished';
    this.state.winner = winner;
    this.state.winReason = final.winReason ?? 'forfeit';
    this.state.noShowDeadline = 0;
    let recorded = false;
    const winnerId = this.seats[winner]?.subscriberId ?? null;
    if (this.matchId !== null && winnerId !== null) {
      try {
        recorded = await this.svc.engine.recordResult(this.matchId, winnerId, source);
      } catch (err) {
        this.svc.log('room could not record the match result', { matchId: this.matchId, err });
      }
    }
    for (const client of this.clients) {
      const side = this.sideOf(client);
      if (side === null) continue;
      const end: CannonEnd = {
        winner,
        reason: final.winReason ?? 'forfeit',
        result: side === winner ? 'winner' : 'loser',
        recorded,
      };
      client.send('end', end);
    }
    await this.lock();
    // A plain timer, not the room clock: the room closes even with its clients still connected.
    this.closeTimer = setTimeout(() => void this.disconnect(), this.svc.closeAfterEndMs);
  }
}
