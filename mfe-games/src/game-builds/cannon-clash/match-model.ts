// What the client knows of the match: the room's latest state, copied out of the synchronised
// schema into plain values (towers, players, timer), and the moving parts (cannons, minions) into
// the interpolation buffer.
import type { CannonClashState, CannonPhase, CannonTowerView } from '@portal/shared/types';
import { CannonPrediction, FrameBuffer, type Frame, type MinionFrame } from './interpolation';

export interface PlayerInfo {
  name: string;
  connected: boolean;
  sessionId: string;
}

const asSide = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

export class MatchModel {
  phase: CannonPhase | null = null;
  side: 0 | 1 | null = null;
  sessionId = '';
  tick = 0;
  remainingSeconds = 0;
  winner: 0 | 1 | null = null;
  towers: CannonTowerView[] = [];
  players: PlayerInfo[] = [];
  reload: [number, number] = [0, 0];
  readonly frames = new FrameBuffer();
  readonly prediction = new CannonPrediction();

  /** Copies a state in; `now` is the local time of its arrival (ms). */
  ingest(state: CannonClashState, now: number): void {
    this.phase = state.phase;
    this.tick = state.tick;
    this.remainingSeconds = state.remainingSeconds;
    this.winner = state.winner === 0 || state.winner === 1 ? state.winner : null;
    // A room's first state can arrive before its collections are decoded: read them as empty.
    this.players = Array.from(state.players ?? [], (p) => ({
      name: p.name,
      connected: p.connected,
      sessionId: p.sessionId,
    }));
    if (this.side === null && this.sessionId) {
      const mine = this.players.findIndex((p) => p.sessionId === this.sessionId);
      if (mine === 0 || mine === 1) this.side = mine;
    }
    this.towers = Array.from(state.towers ?? [], (t) => ({
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
    const cannonX: [number, number] = [cannons[0]?.x ?? 450, cannons[1]?.x ?? 450];
    this.reload = [cannons[0]?.reloadTicks ?? 0, cannons[1]?.reloadTicks ?? 0];
    const minions: MinionFrame[] = [];
    state.minions?.forEach((m) => minions.push({ id: m.id, side: asSide(m.side), x: m.x, y: m.y, hp: m.hp }));
    minions.sort((a, b) => a.id - b.id);
    const frame: Frame = { tick: state.tick, cannonX, minions };
    this.frames.push(frame, now);
  }

  /** The latest server x of a side's cannon (world units). */
  serverCannonX(side: 0 | 1): number {
    return this.frames.latest?.cannonX[side] ?? 450;
  }
}
