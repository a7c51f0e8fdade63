// Cannon Clash's side of the room connection: joins on JoinRoom and turns the room server's
// messages into the model's state, sounds and the page's events (phase, opponent, end, errors).
import type { CannonClashState } from '@portal/contracts';
import { CANNON_CLASH_GAME, decodeJoinRoom, encodeMatchEnded } from '../../game-contracts/cannon-clash';
import { openRoom, type RoomListener } from './connection';
import { phaseChanged, playSound, type ClashSession } from './session';

const totalHp = (s: ClashSession) => s.model.towers.reduce((sum, t) => sum + t.hp, 0);

/** A tower down, else a hit on any tower, sounds once per state. */
function soundDamage(s: ClashSession, hpBefore: number): void {
  const down = s.model.towers.filter((t) => t.destroyed).length;
  if (down > s.towersDown) playSound(s, s.config.sounds.towerDown);
  else if (s.towersDown === down && totalHp(s) < hpBefore) playSound(s, s.config.sounds.hit);
  s.towersDown = down;
}

function ingestState(s: ClashSession, state: CannonClashState): void {
  const { model } = s;
  const before = s.stage;
  const knewSide = model.side !== null;
  const now = performance.now();
  const hpBefore = totalHp(s);
  model.ingest(state, now);
  s.effects.observe(model.towers, model.frames.latest?.minions ?? [], model.side ?? 0, now);
  soundDamage(s, hpBefore);
  // The room keeps a dropped player's side for a while; their slot says so meanwhile.
  const away =
    state.phase === 'playing' && model.side !== null && state.players[1 - model.side]?.connected === false;
  if (away !== s.opponentAway) {
    s.opponentAway = away;
    s.host.emit(CANNON_CLASH_GAME.events.opponent, away ? 'away' : 'back');
  }
  if (
    s.stage !== 'finished' &&
    s.stage !== 'offline' &&
    (state.phase === 'waiting' || state.phase === 'playing')
  ) {
    s.stage = state.phase;
    // The side comes with 'welcome', or from the state when that message was missed.
    const waiting = s.stage === 'waiting';
    const counted = waiting && model.countdown !== s.countdownSent;
    const seated = waiting && model.opponentSeat() !== s.opponentSent;
    if (s.stage !== before || counted || seated || (!knewSide && model.side !== null)) phaseChanged(s);
  }
}

function roomListener(s: ClashSession): RoomListener {
  const { host, model, config } = s;
  return {
    joined: (sessionId) => {
      model.sessionId = sessionId;
    },
    welcome: (m) => {
      model.side = m.side;
      phaseChanged(s);
    },
    state: (state) => ingestState(s, state),
    end: (m) => {
      if (s.stage === 'finished') return;
      s.stage = 'finished';
      const victory = m.result === 'winner';
      s.victory = victory;
      s.endReason = m.reason;
      playSound(s, victory ? config.sounds.victory : config.sounds.defeat);
      host.emit(
        CANNON_CLASH_GAME.events.ended,
        encodeMatchEnded({ victory, reason: m.reason, recorded: m.recorded }),
      );
    },
    dropped: () => {
      host.emit(CANNON_CLASH_GAME.events.connectionError, config.labels.reconnecting);
    },
    reconnected: () => {
      model.frames.clear();
      model.prediction.reset();
      s.effects.clear();
      phaseChanged(s);
    },
    failed: (reason) => {
      if (s.stage === 'finished') return;
      s.stage = 'offline';
      host.emit(CANNON_CLASH_GAME.events.connectionError, reason);
    },
  };
}

/** JoinRoom from the page: joins once with a valid payload; later calls are ignored. */
export function joinRoom(s: ClashSession, parameter: unknown): void {
  const payload = decodeJoinRoom(parameter);
  if (!payload || s.link) return;
  s.stage = 'joining';
  s.link = openRoom(payload, roomListener(s), window.location.origin, s.ready);
}

/** SetReady from the page: whether the player sees the game; the room hears it once joined. */
export function setReady(s: ClashSession, ready: boolean | null): void {
  if (ready === null || ready === s.ready) return;
  s.ready = ready;
  s.link?.setReady(ready);
}
