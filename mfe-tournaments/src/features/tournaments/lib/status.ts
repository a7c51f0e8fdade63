import type { Tournament } from '@portal/contracts';

/** Which list a card belongs to: the rules of docs/product/tournaments.md differ between them. */
export type TournamentKind = 'esl' | 'weekly';

export interface CardStatus {
  /** is_running 1: the LIVE indicator. */
  live: boolean;
  /** The completed overlay covers the card. */
  ended: boolean;
  /** Banner 'Tournament is in progress'. */
  inProgress: boolean;
  /** 'VIEW HIGHLIGHTS' (status above 2). */
  highlights: boolean;
  /** 'Tournament has ended' (status 4 on the ESL list). */
  endedNotice: boolean;
  /** The engine cancelled it at its start time: fewer than 10 players had checked in. */
  cancelled: boolean;
  /** The join button shows. */
  canJoin: boolean;
}

export const STATUS_OPEN = 1;
export const STATUS_IN_PROGRESS = 2;
export const STATUS_ESL_ENDED = 4;
/** The api's tournament engine: cancelled at the start time with fewer than 10 checked-in players. */
export const STATUS_CANCELLED = 5;
export const CANCELLED_NOTICE = 'Tournament cancelled: fewer than 10 players checked in';

/**
 * docs/product/tournaments.md. Status 1 is open, 2 in progress (registration closed), above 2 ended with
 * 'VIEW HIGHLIGHTS', 4 on the ESL list 'Tournament has ended' with the join button hidden; on the
 * weekly list a tournament whose status is not 1, or that is running, shows as ended.
 * ESL status 2 keeps its button: registered players play (running) or are told to wait.
 * Status 5 (the engine's cancellation) ends the tournament without highlights.
 */
export function cardStatus(t: Pick<Tournament, 'status' | 'is_running'>, kind: TournamentKind): CardStatus {
  const live = t.is_running === 1;
  const over = t.status > STATUS_IN_PROGRESS;
  const cancelled = t.status === STATUS_CANCELLED;
  if (kind === 'esl') {
    return {
      live,
      ended: over,
      inProgress: t.status === STATUS_IN_PROGRESS,
      highlights: over && !cancelled,
      endedNotice: t.status === STATUS_ESL_ENDED,
      cancelled,
      canJoin: !over,
    };
  }
  const ended = t.status !== STATUS_OPEN || live;
  return {
    live,
    ended,
    inProgress: !over && ended,
    highlights: over && !cancelled,
    endedNotice: false,
    cancelled,
    canJoin: !ended,
  };
}

/** docs/product/tournaments.md: registration inputs are disabled when status is 2 or more. */
export function registrationClosed(t: Pick<Tournament, 'status'>): boolean {
  return t.status >= STATUS_IN_PROGRESS;
}

/** Cannon Clash tournaments add the instructions popup after a successful join. */
export function isCannonClash(t: Pick<Tournament, 'game_name' | 'tourn_name'>): boolean {
  const name = `${t.game_name ?? ''} ${t.tourn_name ?? ''}`.toLowerCase();
  return name.includes('cannon clash');
}

/** docs/product/tournaments.md: the home block shows ESL tournaments whose status is not 4. */
export function homeEslTournaments<T extends Pick<Tournament, 'status'>>(list: readonly T[]): T[] {
  return list.filter((t) => t.status !== STATUS_ESL_ENDED);
}
