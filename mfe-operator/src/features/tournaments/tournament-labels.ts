import { formatNumber, t as translate } from '@portal/shared/i18n';
import type { Tournament } from './api';

/**
 * A tournament's state in staff's words: one name for what the stored status and the engine's
 * state say together, and what it means. `tone` marks the ones that matter now: `act` when staff
 * must do something, `live` while it is being played.
 */
export interface TournamentState {
  label: string;
  note: string;
  tone?: 'act' | 'live';
}

type StateFields = Pick<Tournament, 'status' | 'engineState' | 'isRunning'> & { timeEnd: string | null };

const FEES_BACK = 'entry fees refunded';

/** The engine's states (it draws, runs and ends the tournaments it takes). */
const ENGINE: Record<string, TournamentState> = {
  drawn: { label: 'Bracket drawn', note: 'Entries closed; the first round is played at the start time' },
  running: { label: 'Live', note: 'The engine runs the rounds and pays the places', tone: 'live' },
  finished: { label: 'Ended', note: 'Places paid' },
  'no-champion': { label: 'Ended without a champion', note: `No player was left; ${FEES_BACK}` },
  cancelled: { label: 'Cancelled', note: `Too few players checked in; ${FEES_BACK}` },
  void: { label: 'Voided', note: `Voided by staff; ${FEES_BACK}` },
};

/**
 * Status 2 without an engine state is a tournament run by hand: it ends only when staff give its
 * places, so once past its end it waits for them.
 */
function byHand(t: StateFields, now: number): TournamentState {
  if (t.timeEnd && Date.parse(t.timeEnd) <= now)
    return {
      label: 'Waiting for results',
      note: 'Run by hand and past its end: staff give the places',
      tone: 'act',
    };
  if (t.isRunning)
    return { label: 'Live', note: 'Run by hand: staff give the places at the end', tone: 'live' };
  return { label: 'Entries closed', note: 'Run by hand: not live yet' };
}

export function tournamentState(t: StateFields, now = Date.now()): TournamentState {
  const engine = t.engineState ? ENGINE[t.engineState] : undefined;
  if (engine) return engine;
  switch (t.status) {
    case 1:
      return { label: 'Open for entries', note: 'The engine draws the bracket before the start' };
    case 2:
      return byHand(t, now);
    case 3:
    case 4:
      return { label: 'Ended', note: 'Places paid' };
    case 5:
      return { label: 'Cancelled', note: 'Entry fees refunded' };
    default:
      return { label: `Status ${t.status}`, note: t.engineState ?? '' };
  }
}

/**
 * Ended, cancelled or voided (status 3 and above): its results are final, and the api settles no
 * match of it.
 */
export const isOver = (t: Pick<Tournament, 'status'>) => t.status >= 3;

/**
 * Open for entries or in progress (status 1 or 2): the only tournaments the api voids. Places are
 * paid only as a tournament ends, so one of these has paid nothing yet.
 */
export const isVoidable = (t: Pick<Tournament, 'status'>) => t.status === 1 || t.status === 2;

/**
 * A prize as the portal writes it: rupees as subscribers read them ('Rs 4,000'), else credits. Its
 * words are held together, so a narrow column breaks the line between prizes, never inside one.
 */
function prizeText(amount: number, currency: Tournament['prizeCurrency']): string {
  const grouped = formatNumber(amount);
  const text =
    currency === 'rupees' ? translate('shared.money.rupees', { amount: grouped }) : `${grouped} credits`;
  return text.replace(/ /g, '\u00a0');
}

export function prizeLine(t: Pick<Tournament, 'prize' | 'secondPrize' | 'thirdPrize' | 'prizeCurrency'>) {
  return [t.prize, t.secondPrize, t.thirdPrize]
    .filter((p) => p > 0)
    .map((p) => prizeText(p, t.prizeCurrency))
    .join(' / ');
}
