// The Cannon Clash client's live state, shared by its room listener (room-events.ts), its input
// (controls.ts) and its drawing (frame.ts): the match model, the effects, the stage of the match
// and what was last told to the page.
import { CANNON_CLASH_GAME, encodePhase, type OpponentSeat } from '../../game-contracts/cannon-clash';
import { REASON_ENGLISH } from '../../game-contracts/match-reasons';
import type { GameHost } from '../runtime/game-module';
import { GameText } from '../runtime/game-text';
import type { CannonClashConfig } from './config';
import type { RoomLink } from './connection';
import { Effects } from './effects';
import { fitField, type FieldFit } from './field-view';
import { MatchModel } from './match-model';

export type Stage = 'idle' | 'joining' | 'waiting' | 'playing' | 'finished' | 'offline';

export interface ClashSession {
  readonly host: GameHost;
  readonly config: CannonClashConfig;
  /** What the canvas says: the data file's English until the page sends another language. */
  readonly text: GameText;
  readonly model: MatchModel;
  readonly effects: Effects;
  link: RoomLink | null;
  stage: Stage;
  victory: boolean | null;
  endReason: string;
  muted: boolean;
  /** The player sees the game (SetReady; false while the page's rotate notice covers it). */
  ready: boolean;
  /** The field as last laid out (no shake): pointer input maps through it. */
  fit: FieldFit;
  /** The own cannon's drawn x in view coordinates (predicted). */
  ownViewX: number;
  towersDown: number;
  opponentAway: boolean;
  /** The countdown last sent with PhaseChanged (0 when none). */
  countdownSent: number;
  /** The opponent's seat last sent with PhaseChanged. */
  opponentSent: OpponentSeat;
  lastFrame: number;
  frameCount: number;
}

export function createSession(host: GameHost): ClashSession {
  const config = host.data.json<CannonClashConfig>('config.json');
  return {
    host,
    config,
    text: new GameText({
      ...config.labels,
      countdown: `${config.labels.getReady} {seconds}`,
      ...REASON_ENGLISH,
    }),
    model: new MatchModel(),
    effects: new Effects(),
    link: null,
    stage: 'idle',
    victory: null,
    endReason: '',
    muted: false,
    ready: true,
    fit: fitField({ width: 1, height: 1 }),
    ownViewX: 450,
    towersDown: 0,
    opponentAway: false,
    countdownSent: 0,
    opponentSent: 'absent',
    lastFrame: performance.now(),
    frameCount: 0,
  };
}

/** Plays a sound from the data package unless the page muted the game. */
export function playSound(s: ClashSession, name: string): void {
  if (!s.muted) s.host.sound(name);
}

/**
 * Tells the page the phase once the side is known, while waiting with the countdown and the
 * opponent's seat (so the page can say the opponent is here but still turning their phone).
 */
export function phaseChanged(s: ClashSession): void {
  const { model, stage } = s;
  if ((stage === 'waiting' || stage === 'playing') && model.side !== null) {
    s.countdownSent = stage === 'waiting' ? model.countdown : 0;
    s.opponentSent = stage === 'waiting' ? model.opponentSeat() : 'absent';
    const countdown = s.countdownSent > 0 ? { countdown: s.countdownSent } : {};
    const opponent = s.opponentSent !== 'absent' ? { opponent: s.opponentSent } : {};
    s.host.emit(
      CANNON_CLASH_GAME.events.phase,
      encodePhase({ phase: stage, side: model.side, ...countdown, ...opponent }),
    );
  }
}
