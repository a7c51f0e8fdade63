import { CANNON_MAX_X, CANNON_MIN_X, isSide } from './constants';
import type { MatchState, PendingInput, PlayerInput, Side } from './types';

function clampX(x: number): number {
  return Math.min(CANNON_MAX_X, Math.max(CANNON_MIN_X, x));
}

/**
 * Queues one side's input for the next step. Only that side's slot changes; the other
 * side's slot is carried over untouched. Several inputs before a step merge: the last drag
 * target wins and any fire press counts. Malformed input or a finished match: same state.
 */
export function applyInput(state: MatchState, side: Side, input: PlayerInput): MatchState {
  if (state.status !== 'playing' || !isSide(side) || typeof input !== 'object' || input === null) {
    return state;
  }
  const hasX = typeof input.targetX === 'number' && Number.isFinite(input.targetX);
  const fire = input.fire === true;
  if (!hasX && !fire) return state;
  const prev = state.pending[side];
  const next: PendingInput = {
    targetX: hasX ? clampX(input.targetX as number) : prev.targetX,
    fire: prev.fire || fire,
  };
  const pending: [PendingInput, PendingInput] =
    side === 0 ? [next, state.pending[1]] : [state.pending[0], next];
  return { ...state, pending };
}
