// How a Cannon Clash match was decided (the room server's reason), in English from each side. The
// game draws these under its end banner until the page sends another language; the page's popup
// says them from its catalog (match-outcome-text.ts, keys games.cannon.reason.<reason>.win|loss).

export const MATCH_REASONS = [
  'centre-destroyed',
  'more-towers',
  'more-tower-hp',
  'first-tower',
  'coin',
  'forfeit',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export const isMatchReason = (reason: string): reason is MatchReason =>
  (MATCH_REASONS as readonly string[]).includes(reason);

/** The label key of a reason from the winner's or the loser's side: 'reason.coin.win'. */
export const reasonLabelKey = (reason: MatchReason, victory: boolean): string =>
  `reason.${reason}.${victory ? 'win' : 'loss'}`;

/** The English texts, by label key (the game's defaults). */
export const REASON_ENGLISH: Readonly<Record<string, string>> = {
  'reason.centre-destroyed.win': "You destroyed your opponent's centre tower.",
  'reason.centre-destroyed.loss': 'Your centre tower was destroyed.',
  'reason.more-towers.win': 'Time is up: you destroyed more towers.',
  'reason.more-towers.loss': 'Time is up: your opponent destroyed more towers.',
  'reason.more-tower-hp.win': 'Time is up: your towers kept more hit points.',
  'reason.more-tower-hp.loss': "Time is up: your opponent's towers kept more hit points.",
  'reason.first-tower.win': 'Time is up, all even: you took the first tower.',
  'reason.first-tower.loss': 'Time is up, all even: your opponent took the first tower.',
  'reason.coin.win': 'Time is up with everything even: a coin toss went your way.',
  'reason.coin.loss': 'Time is up with everything even: a coin toss decided it.',
  'reason.forfeit.win': 'Your opponent did not play the match: you win by forfeit.',
  'reason.forfeit.loss': 'You were not in the match in time: it was forfeited.',
};
