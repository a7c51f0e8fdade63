// What the end popup tells a player: how the match was decided (the room server's reason) and what
// it means for them in the tournament (the api's outcome of their accepted report). Texts come from
// the package's catalog (src/i18n) in the active language; numbers and dates are formatted for it.
import '../i18n';
import { formatDateTime, formatNumber, t } from '@portal/shared/i18n';
import type { MatchOutcome, PrizeCurrency } from '@portal/contracts';
import { isMatchReason } from './match-reasons';

/** How the match was decided, from the winner's or the loser's side; '' for an unknown reason. */
export function reasonText(reason: string, victory: boolean): string {
  if (!isMatchReason(reason)) return '';
  return t(`games.cannon.reason.${reason}.${victory ? 'win' : 'loss'}`);
}

/**
 * 'Tuesday, November 24 at 8:00 PM' in English, the 24-hour clock in Urdu; in the provider's time
 * zone when the api names it (the zone of the match SMS and the cards), not the phone's.
 */
const when = (iso: string, timeZone: string | undefined) =>
  formatDateTime(iso, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });

/**
 * The player's next step. `outcome` is the api's, when the report was accepted; without it (a
 * practice room, a failed report) the text follows the result alone and never promises a round.
 */
export function outcomeText(outcome: MatchOutcome | undefined, victory: boolean, practice: boolean): string {
  if (practice) return t('games.cannon.outcome.practice');
  if (!outcome) return t(victory ? 'games.cannon.outcome.won' : 'games.cannon.outcome.lost');
  switch (outcome.stage) {
    case 'eliminated':
      return t('games.cannon.outcome.lost');
    case 'next-round':
      return outcome.at
        ? t('games.cannon.outcome.nextRoundAt', {
            round: formatNumber(outcome.round),
            when: when(outcome.at, outcome.timeZone),
          })
        : t('games.cannon.outcome.nextRound', { round: formatNumber(outcome.round) });
    case 'champion':
    case 'placed': {
      const id =
        outcome.stage === 'champion'
          ? 'games.cannon.outcome.champion'
          : outcome.place === 2
            ? 'games.cannon.outcome.place2'
            : 'games.cannon.outcome.place3';
      const won = t(id, { tournament: outcome.tournamentName });
      return outcome.prize > 0 ? `${won} ${prizeText(outcome.prize, outcome.currency)}` : won;
    }
  }
}

/**
 * What was credited: '1,500 credits have been added to your wallet.' or 'Rs 5,000 has been added to
 * your prize money.' (credits and prize money never mix; rupees through the shared money text).
 */
function prizeText(amount: number, currency: PrizeCurrency = 'credits'): string {
  const n = formatNumber(amount);
  return currency === 'rupees'
    ? t('games.cannon.outcome.prizeRupees', { amount: t('shared.money.rupees', { amount: n }) })
    : t('games.cannon.outcome.prizeCredits', { amount: n });
}
