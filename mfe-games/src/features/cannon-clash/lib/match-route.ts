/** Where /cannon-clash goes without a Room ID, and where the finished match's popup leads. */
export const CANNON_CLASH_HOME = '/tournaments';

/** The routing state the tournaments page's room-ID popup navigates with. */
export interface CannonClashRouteState {
  roomId: string;
  /** Null when the state carries none (a practice room). */
  tournamentId: number | null;
  /** True when the match check-in already said the game may start. */
  startGame: boolean;
}

/** docs/product/games.md: /cannon-clash needs roomId in routing state (also tournamentId, startGame). */
export function parseCannonClashState(state: unknown): CannonClashRouteState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  if (typeof s.roomId !== 'string' || s.roomId === '') return null;
  const tid = typeof s.tournamentId === 'string' ? Number(s.tournamentId) : s.tournamentId;
  return {
    roomId: s.roomId,
    tournamentId: typeof tid === 'number' && Number.isInteger(tid) && tid > 0 ? tid : null,
    startGame: s.startGame === true,
  };
}
