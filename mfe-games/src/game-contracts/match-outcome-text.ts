// What the end popup tells a player: how the match was decided (the room server's reason) and what
// it means for them in the tournament (the api's outcome of their accepted report).
import type { MatchOutcome, PrizeCurrency } from '@portal/contracts';

const REASON_TEXT: Record<string, [win: string, loss: string]> = {
  'centre-destroyed': ["You destroyed your opponent's centre tower.", 'Your centre tower was destroyed.'],
  'more-towers': [
    'Time is up: you destroyed more towers.',
    'Time is up: your opponent destroyed more towers.',
  ],
  'more-tower-hp': [
    'Time is up: your towers kept more hit points.',
    "Time is up: your opponent's towers kept more hit points.",
  ],
  'first-tower': [
    'Time is up, all even: you took the first tower.',
    'Time is up, all even: your opponent took the first tower.',
  ],
  coin: [
    'Time is up with everything even: a coin toss went your way.',
    'Time is up with everything even: a coin toss decided it.',
  ],
  forfeit: [
    'Your opponent did not play the match: you win by forfeit.',
    'You were not in the match in time: it was forfeited.',
  ],
};

/** How the match was decided, from the winner's or the loser's side; '' for an unknown reason. */
export function reasonText(reason: string, victory: boolean): string {
  const texts = REASON_TEXT[reason];
  return texts ? texts[victory ? 0 : 1] : '';
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The player's next step. `outcome` is the api's, when the report was accepted; without it (a
 * practice room, a failed report) the text follows the result alone and never promises a round.
 */
export function outcomeText(outcome: MatchOutcome | undefined, victory: boolean, practice: boolean): string {
  if (practice) return 'This was a practice match: no tournament result or credits change.';
  if (!outcome) {
    return victory
      ? 'You won this match. Your next round, if any, is on the tournament page.'
      : 'You lost this match and are out of the tournament.';
  }
  switch (outcome.stage) {
    case 'eliminated':
      return 'You lost this match and are out of the tournament.';
    case 'next-round':
      return outcome.at
        ? `You are through to round ${outcome.round}. Your next match is on ${when(outcome.at)}; the Room ID comes by SMS.`
        : `You are through to round ${outcome.round}. Its time will be on the tournament page and in an SMS.`;
    case 'champion':
      return outcome.prize > 0
        ? `You won ${outcome.tournamentName}! ${prizeText(outcome.prize, outcome.currency)} ${added(outcome.currency)}`
        : `You won ${outcome.tournamentName}!`;
    case 'placed': {
      const place = outcome.place === 2 ? '2nd' : '3rd';
      return outcome.prize > 0
        ? `You finished ${place} in ${outcome.tournamentName}! ${prizeText(outcome.prize, outcome.currency)} ${added(outcome.currency)}`
        : `You finished ${place} in ${outcome.tournamentName}!`;
    }
  }
}

/** A prize in whole units: '1,500 credits' or 'Rs 5,000' (credits and prize money never mix). */
function prizeText(amount: number, currency: PrizeCurrency = 'credits'): string {
  const n = amount.toLocaleString('en-US');
  return currency === 'rupees' ? `Rs ${n}` : `${n} credits`;
}

const added = (currency: PrizeCurrency = 'credits') =>
  currency === 'rupees' ? 'has been added to your prize money.' : 'have been added to your wallet.';
