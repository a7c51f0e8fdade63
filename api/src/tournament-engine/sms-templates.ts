/**
 * Every text the tournament engine sends, built from fixed templates. Only operator-set text
 * (tournament and game names, room IDs and passwords), numbers and times go in: nothing a player
 * typed (nickname, username, name) ever reaches an SMS sent from the operator's sender ID.
 * An opponent is named by their seed, a neutral label.
 */

export interface MatchText {
  tournament: string;
  game: string;
  round: number;
  when: string;
  roomId: string;
  password: string | null;
  opponentSeed: number | null;
  cannon: boolean;
  thirdPlace: boolean;
}

/** 'your opponent (seed 7)': how an SMS names the other player. */
export const opponentLabel = (seed: number | null) =>
  seed === null ? 'your opponent' : `your opponent (seed ${seed})`;

/** Strips line breaks and control characters from operator text, and bounds its length. */
const clean = (text: string, max = 60) =>
  [...text]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .trim()
    .slice(0, max);

export const SMS = {
  match(m: MatchText): string {
    const what = m.thirdPlace ? 'third-place match' : `round ${m.round}`;
    const head = `PlayZone: ${clean(m.tournament)} ${what}.`;
    const vs = opponentLabel(m.opponentSeed);
    return m.cannon
      ? `${head} Your Cannon Clash match vs ${vs} is at ${m.when}. Room ID: ${clean(m.roomId, 20)}. Open Tournaments, tap Play Now and enter the Room ID.`
      : `${head} Your ${clean(m.game, 30)} match vs ${vs} is at ${m.when}. Room ID: ${clean(m.roomId, 64)}, password: ${clean(m.password ?? '', 64)}.`;
  },
  bye: (tournament: string, round: number) =>
    `PlayZone: ${clean(tournament)} round ${round}: you have a bye and go through to the next round.`,
  cancelled: (tournament: string, minPlayers: number, refunded: boolean) =>
    `PlayZone: ${clean(tournament)} was cancelled: fewer than ${minPlayers} players checked in.${refunded ? ' Your entry fee has been refunded.' : ''}`,
  voided: (tournament: string, refunded: boolean) =>
    `PlayZone: ${clean(tournament)} was cancelled by the organiser.${refunded ? ' Your entry fee has been refunded.' : ''}`,
  noChampion: (tournament: string, refunded: boolean) =>
    `PlayZone: ${clean(tournament)} ended without a champion: no player of the last round showed up. No prizes are paid.${refunded ? ' Your entry fee has been refunded.' : ''}`,
  place(tournament: string, place: number, prize: string | null): string {
    const head =
      place === 1
        ? `PlayZone: congratulations, you won ${clean(tournament)}!`
        : `PlayZone: congratulations, you finished ${place === 2 ? '2nd' : '3rd'} in ${clean(tournament)}!`;
    return prize ? `${head} ${prize} added to your wallet.` : head;
  },
};
