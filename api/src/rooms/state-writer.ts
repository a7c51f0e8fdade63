// The room's schema state: built once from a new match, then written from the simulation at each
// patch (only what changed since the last patch).
import {
  CANNON_Y_BOTTOM,
  CC_TICK_HZ,
  isTowerAttackable,
  sideY,
  type MatchState,
  type Side,
} from '@portal/game-rules/cannon-clash';
import { CannonClashState, CannonView, MinionView, PlayerSlot, TowerView } from './state.ts';

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The synchronised state of a match that has not started: both slots empty, full towers. */
export function initialState(match: MatchState, roomCode: string, tournamentId: number): CannonClashState {
  const state = new CannonClashState();
  state.roomCode = roomCode;
  state.tournamentId = tournamentId;
  for (const side of [0, 1] as const) {
    state.players.push(new PlayerSlot({ side }));
    const c = match.cannons[side];
    state.cannons.push(
      new CannonView({ side, x: round1(c.x), y: sideY(side, CANNON_Y_BOTTOM), reloadTicks: c.cooldown }),
    );
  }
  for (const tw of match.towers) {
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
        attackable: isTowerAttackable(match.towers, tw),
      }),
    );
  }
  state.remainingSeconds = Math.ceil(match.timeLimitTicks / CC_TICK_HZ);
  return state;
}

/** Writes a match into its schema state, keeping the values last written. */
export class StateWriter {
  private shadow = {
    remaining: -1,
    cannonX: [NaN, NaN],
    cannonReload: [NaN, NaN],
    towerHp: [] as number[],
    towerAttackable: [] as boolean[],
    minions: new Map<number, { x: number; y: number; hp: number; view: MinionView; seen: number }>(),
    generation: 0,
  };

  constructor(match: MatchState) {
    this.shadow.towerHp = match.towers.map((tw) => tw.hp);
    this.shadow.towerAttackable = match.towers.map((tw) => isTowerAttackable(match.towers, tw));
  }

  /**
   * Copies the simulation into the schema, writing only what changed. The last written values are
   * kept in plain arrays and maps, so comparing never goes through the schema's getters (the
   * room's hottest path after the simulation itself; see bench/rooms-bench.ts).
   */
  write(m: MatchState, s: CannonClashState): void {
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
}
