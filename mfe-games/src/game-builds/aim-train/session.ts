// One level being played: the simulation from @portal/game-rules, the clicks queued for the next
// tick and the replay recorded as they are applied (the tick they apply in, where).
import {
  AIM_MAX_CLICKS_PER_TICK,
  createAimTrain,
  maxReplayInputs,
  step,
  type AimInput,
  type AimPoint,
  type AimTrainState,
} from '@portal/game-rules/aim-train';
import type { LevelEndedPayload } from '../../game-contracts/aim-train';

export interface LevelSession {
  state: AimTrainState;
  readonly pending: AimPoint[];
  readonly inputs: AimInput[];
}

const MAX_PENDING = 8;

export function startSession(level: number, seed: number): LevelSession {
  return { state: createAimTrain(level, seed), pending: [], inputs: [] };
}

export function queueClick(session: LevelSession, point: AimPoint): void {
  if (session.state.status !== 'playing' || session.pending.length >= MAX_PENDING) return;
  session.pending.push(point);
}

/** One fixed tick: at most two queued clicks apply now (the rules' limit), the rest wait. */
export function advance(session: LevelSession): void {
  if (session.state.status !== 'playing') return;
  const room = maxReplayInputs(session.state.level) - session.inputs.length;
  const clicks = session.pending.splice(0, Math.max(0, Math.min(AIM_MAX_CLICKS_PER_TICK, room)));
  for (const c of clicks) session.inputs.push({ tick: session.state.tick, x: c.x, y: c.y });
  session.state = step(session.state, clicks);
}

export function endedPayload(session: LevelSession): LevelEndedPayload {
  const { state } = session;
  return {
    level: state.level,
    passed: state.status === 'passed',
    reason: state.reason,
    stats: state.stats,
    replay: { level: state.level, seed: state.seed, inputs: session.inputs.slice() },
  };
}
