import type { Bracket, BracketMatch, BracketRound, MatchDecision, PlayerState } from '@portal/contracts';
import type { Match, Tournament } from './engine.ts';

// What players see of a tournament: the bracket and their own state in it. Pure functions over
// rows the caller loads; times are formatted by the caller's `time` function.

export interface Seeded {
  id: number;
  /** The name shown in the bracket (never a phone number). */
  name: string;
}

export interface ViewContext {
  /** The caller when they entered the tournament; null for guests and others. */
  viewerId: number | null;
  viewerPlace: number | null;
  now: number;
  time: (iso: string | null) => string;
  /** When the match's room opens (its SMS time). */
  opensAt: (m: Match) => number;
}

const DECISIONS: Record<string, MatchDecision> = {
  room: 'played',
  reports: 'played',
  operator: 'operator',
  'no-show': 'no-show',
  'double-no-show': 'double-no-show',
  abandoned: 'tiebreak',
  bye: 'bye',
  void: 'void',
};

function roundLabel(round: number, matches: Match[], last: boolean, ended: boolean): string {
  const bracket = matches.filter((m) => m.kind !== 'third-place' && m.player2_id !== null);
  const byes = matches.filter((m) => m.result_source === 'bye');
  if (bracket.length === 1 && byes.length === 0 && (last || !ended)) return 'Final';
  if (bracket.length === 2 && byes.length === 0) return 'Semi-final';
  return `Round ${round}`;
}

export function buildBracket(t: Tournament, matches: Match[], seeds: Seeded[], ctx: ViewContext): Bracket {
  const seedOf = (id: number | null) => (id === null ? -1 : seeds.findIndex((s) => s.id === Number(id)));
  const player = (id: number | null) => {
    const i = seedOf(id);
    if (id === null || i === -1) return null;
    return { seed: i + 1, name: (seeds[i] as Seeded).name, you: Number(id) === ctx.viewerId };
  };
  const numbers = [...new Set(matches.filter((m) => m.slot !== null).map((m) => Number(m.round)))].sort(
    (a, b) => a - b,
  );
  const ended = t.engine_state !== 'drawn' && t.engine_state !== 'running';
  const rounds: BracketRound[] = numbers.map((round, i) => {
    const inRound = matches.filter((m) => Number(m.round) === round && m.slot !== null);
    return {
      round,
      label: roundLabel(round, inRound, i === numbers.length - 1, ended),
      matches: inRound.map((m): BracketMatch => {
        const finished = m.status === 'finished';
        return {
          id: Number(m.id),
          kind: m.kind === 'third-place' ? 'third-place' : 'bracket',
          players: [player(m.player1_id), player(m.player2_id)].filter((p) => p !== null),
          time: ctx.time(m.scheduled_at),
          room: finished ? 'finished' : ctx.now >= ctx.opensAt(m) && m.room_id ? 'open' : 'waiting',
          winner: m.winner_id === null ? null : seedOf(m.winner_id) + 1,
          decided: finished ? (DECISIONS[m.result_source ?? ''] ?? 'played') : null,
        };
      }),
    };
  });
  return {
    id: Number(t.id),
    name: t.name,
    nameUr: t.name_ur ?? null,
    status: Number(t.status),
    state: t.engine_state ?? 'open',
    third_place: t.third_place === 'shared' ? 'shared' : 'match',
    prize_currency: t.prize_currency === 'rupees' ? 'rupees' : 'credits',
    rounds,
    me: ctx.viewerId === null ? null : playerState(t, matches, ctx.viewerId, ctx.viewerPlace, ctx),
  };
}

/**
 * The viewer's state: cancelled / voided / no champion; their place once ended; out in round N;
 * their next match (Play Now only while its room is open); a bye; or registered and waiting.
 * `place` is the entry's place when known (null: read from nothing).
 */
export function playerState(
  t: Pick<Tournament, 'status' | 'engine_state'>,
  matches: Match[],
  viewerId: number,
  place: number | null,
  ctx: Pick<ViewContext, 'now' | 'time' | 'opensAt'>,
): PlayerState {
  const state = (kind: PlayerState['kind'], extra: Partial<PlayerState> = {}): PlayerState => ({
    kind,
    round: null,
    time: null,
    play_now: false,
    place,
    ...extra,
  });
  if (t.engine_state === 'cancelled') return state('cancelled');
  if (t.engine_state === 'void') return state('voided');
  if (t.engine_state === 'no-champion') return state('no-champion');
  const mine = matches
    .filter((m) => Number(m.player1_id) === viewerId || Number(m.player2_id) === viewerId)
    .sort((a, b) => Number(a.round) - Number(b.round));
  if (place === 1) return state('champion');
  const open = mine.find((m) => m.status !== 'finished');
  if (open) {
    const playNow = Boolean(open.room_id) && ctx.now >= ctx.opensAt(open);
    return state('next-match', {
      round: Number(open.round),
      time: ctx.time(open.scheduled_at),
      play_now: playNow,
    });
  }
  if (place !== null) return state('placed');
  const lost = mine.find(
    (m) => m.kind !== 'third-place' && m.status === 'finished' && Number(m.winner_id) !== viewerId,
  );
  if (lost) return state('eliminated', { round: Number(lost.round) });
  if (Number(t.status) >= 3) return state('finished');
  const last = mine[mine.length - 1];
  if (last?.result_source === 'bye') return state('bye', { round: Number(last.round) });
  return state(last ? 'next-match' : 'registered', last ? { round: Number(last.round) + 1 } : {});
}
