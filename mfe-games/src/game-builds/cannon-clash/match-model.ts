// What the client knows of the match: the room's latest state, copied out of the synchronised
// schema into plain values (towers, players, timer), and the moving parts (cannons, minions) into
// the interpolation buffer.
import type { CannonClashState, CannonPhase, CannonTowerView } from '@portal/contracts';
import { MINION_HP } from '@portal/game-rules/cannon-clash';
import type { OpponentSeat } from '../../game-contracts/cannon-clash';
import { CannonPrediction, FrameBuffer, type MinionFrame } from './interpolation';

export interface PlayerInfo {
  name: string;
  connected: boolean;
  sessionId: string;
  /** Their screen shows the game (false while their phone is held upright). */
  ready: boolean;
}

const asSide = (v: number): 0 | 1 => (v === 1 ? 1 : 0);
/** A decoded number, or the fallback while the schema has not filled the field in yet. */
const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

export class MatchModel {
  phase: CannonPhase | null = null;
  side: 0 | 1 | null = null;
  sessionId = '';
  tick = 0;
  remainingSeconds = 0;
  /** Seconds before play, counted by the room once both players are in. */
  countdown = 0;
  winner: 0 | 1 | null = null;
  towers: CannonTowerView[] = [];
  players: PlayerInfo[] = [];
  reload: [number, number] = [0, 0];
  readonly frames = new FrameBuffer();
  readonly prediction = new CannonPrediction();

  /** Copies a state in; `now` is the local time of its arrival (ms). */
  ingest(state: CannonClashState, now: number): void {
    // Any field can still be undefined in a state decoded before the room's first full patch.
    this.phase = state.phase ?? this.phase;
    this.tick = num(state.tick, this.tick);
    this.remainingSeconds = num(state.remainingSeconds, this.remainingSeconds);
    this.countdown = num(state.countdown, 0);
    this.winner = state.winner === 0 || state.winner === 1 ? state.winner : null;
    // A room's first state can arrive before its collections are decoded: read them as empty.
    this.players = Array.from(state.players ?? [], (p) => ({
      name: p.name,
      connected: p.connected,
      sessionId: p.sessionId,
      ready: p.ready !== false,
    }));
    if (this.side === null && this.sessionId) {
      const mine = this.players.findIndex((p) => p.sessionId === this.sessionId);
      if (mine === 0 || mine === 1) this.side = mine;
    }
    const decoded = Array.from(state.towers ?? []).filter(
      (t) => Number.isFinite(t.x) && Number.isFinite(t.y),
    );
    this.towers = decoded.map((t) => ({
      id: t.id,
      side: t.side,
      kind: t.kind,
      x: t.x,
      y: t.y,
      radius: t.radius,
      hp: t.hp,
      maxHp: t.maxHp,
      destroyed: t.destroyed,
      attackable: t.attackable,
    }));
    const cannons = Array.from(state.cannons ?? []);
    const cannonX: [number, number] = [num(cannons[0]?.x, 450), num(cannons[1]?.x, 450)];
    this.reload = [num(cannons[0]?.reloadTicks, 0), num(cannons[1]?.reloadTicks, 0)];
    const minions: MinionFrame[] = [];
    state.minions?.forEach((m) => {
      if (!Number.isFinite(m.x) || !Number.isFinite(m.y)) return;
      minions.push({ id: m.id, side: asSide(m.side), x: m.x, y: m.y, hp: num(m.hp, MINION_HP) });
    });
    minions.sort((a, b) => a.id - b.id);
    // Without its tick the state has no place on the timeline; the next one will.
    if (typeof state.tick === 'number') this.frames.push({ tick: state.tick, cannonX, minions }, now);
  }

  /** The opponent's seat: empty, taken by a player who cannot see the game yet, or ready. */
  opponentSeat(): OpponentSeat {
    const them = this.side === null ? undefined : this.players[1 - this.side];
    if (!them?.sessionId) return 'absent';
    return them.ready ? 'ready' : 'present';
  }

  /** The latest server x of a side's cannon (world units). */
  serverCannonX(side: 0 | 1): number {
    return this.frames.latest?.cannonX[side] ?? 450;
  }
}
