import { randomUUID } from 'node:crypto';
import { matchMaker, Room, type Client } from '@colyseus/core';
import {
  applyInput,
  CC_TICK_HZ,
  CC_WORLD_WIDTH,
  createMatch,
  forfeit,
  step,
  toSeed,
  type MatchState,
  type Side,
} from '@portal/game-rules/cannon-clash';
import type { CannonEnd, CannonWelcome } from '@portal/contracts';
import type { ResultSource } from '../tournament-engine/engine.ts';
import { releaseSeat, takeSeat } from './limits.ts';
import { matchForRoom } from './match-lookup.ts';
import { authenticateJoin, refuse, type RoomAuth, type ServerJoinOptions } from './room-auth.ts';
import type { CannonClashState, PlayerSlot } from './state.ts';
import { chooseSide, joinsReady, readInput, readReady, type Seat } from './seats.ts';
import { services, type RoomServices } from './services.ts';
import { initialState, StateWriter } from './state-writer.ts';
import { Kickoff } from './kickoff.ts';

export type { RoomAuth } from './room-auth.ts';
export { configureRooms, roomServices, type RoomServices } from './services.ts';

export const CANNON_ROOM = 'cannon_clash';

/**
 * One Cannon Clash match: two seats, the authoritative simulation of @portal/game-rules at 20 Hz,
 * inputs only from the seated clients (each for its own side), reconnection within a grace
 * period, a countdown once both players see the game, a no-show timeout, and the result recorded
 * with the tournament engine once.
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
  /** The no-show clock and the countdown, until play starts. */
  private kickoff!: Kickoff;
  private closeTimer: ReturnType<typeof setTimeout> | null = null;
  private ended = false;
  /** Side of each seated session (inputs look it up on every message). */
  private sideBySession = new Map<string, Side>();
  /** Copies the simulation into the schema at each patch. */
  private writer!: StateWriter;

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
    this.state = initialState(this.match, roomCode, tournamentId ?? 0);
    this.writer = new StateWriter(this.match);
    this.kickoff = new Kickoff({
      clock: this.clock,
      now: () => this.svc.clock.now().getTime(),
      state: this.state,
      seats: this.seats,
      noShowMs: this.svc.noShowMs,
      countdownSeconds: this.svc.countdownSeconds,
      scheduledAt: this.scheduledAt,
      play: () => this.play(),
      forfeit: (absent) => void this.finish(forfeit(this.match, absent), 'no-show'),
    });

    this.setPatchRate(this.svc.patchMs);
    this.onMessage('input', (client: Client, message: unknown) => this.input(client, message));
    this.onMessage('ready', (client: Client, message: unknown) => this.setReady(client, message));
  }

  override async onJoin(client: Client, options: unknown, authArg?: RoomAuth): Promise<void> {
    const auth = (client.auth ?? authArg) as RoomAuth | undefined;
    if (!auth) throw refuse(401, 'Login required');
    if (this.state.phase === 'finished') throw refuse(410, 'This match has already finished.');
    const side = chooseSide(this.seats, this.matchId, auth);
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
    // Seated and present whatever the player sees: a phone held upright is in the match too.
    const ready = joinsReady(options);
    const { subscriberId } = auth;
    this.seats[side] = { subscriberId, sessionId: client.sessionId, connected: true, ready };
    this.sideBySession.set(client.sessionId, side);
    const slot = this.state.players[side] as PlayerSlot;
    slot.sessionId = client.sessionId;
    slot.name = auth.name;
    slot.connected = true;
    slot.ready = ready;
    if (this.matchId !== null) await this.svc.engine.recordPresence(this.matchId, subscriberId);
    this.welcome(client, side);
    this.kickoff.update();
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
    // Left before the match began: the seat is free again, and the countdown waits for a player.
    this.kickoff.stopCountdown();
    const { subscriberId } = this.seats[side] as Seat;
    void releaseSeat(subscriberId, this.roomId).catch(() => {});
    this.seats[side] = null;
    this.sideBySession.delete(client.sessionId);
    const slot = this.state.players[side] as PlayerSlot;
    slot.sessionId = '';
    slot.name = '';
    slot.connected = false;
    slot.ready = false;
    if (this.seats.some((seat) => seat !== null)) this.kickoff.armNoShow();
    // Not present any more: else one who joined and left would win the deadline's seed tiebreak.
    if (this.matchId === null) return;
    const log = (err: unknown) => this.svc.log('room could not withdraw a presence', { err });
    await this.svc.engine.withdrawPresence(this.matchId, subscriberId).catch(log);
  }

  override onDispose(): void {
    this.kickoff?.clear();
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
    this.match = applyInput(this.match, side, readInput(message, CC_WORLD_WIDTH));
  }

  /** 'ready' (CannonReady): the player's screen shows the game, or not (a phone turned upright). */
  private setReady(client: Client, message: unknown): void {
    const ready = readReady(message);
    const side = this.sideOf(client);
    const seat = side === null ? null : this.seats[side];
    if (ready === null || side === null || !seat || seat.sessionId !== client.sessionId) return;
    seat.ready = ready;
    (this.state.players[side] as PlayerSlot).ready = ready;
    if (this.state.phase !== 'waiting' || this.ended) return;
    if (!ready) this.kickoff.turnedAway();
    this.kickoff.update();
  }

  private play(): void {
    if (this.state.phase !== 'waiting' || this.ended) return;
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
    if (this.state?.phase === 'playing' && !this.ended) this.writer.write(this.match, this.state);
  }

  /** Ends the match once: state, the engine's record (tournament rooms), 'end' to each player. */
  private async finish(final: MatchState, source: ResultSource): Promise<void> {
    if (this.ended || final.winner === null) return;
    this.ended = true;
    this.match = final;
    this.kickoff.clear();
    // The simulation interval keeps running (tick() returns once ended): clearing it would stop
    // the room clock too, and with it any timer set on that clock.
    this.writer.write(this.match, this.state);
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
