import type { DemoContext } from './context.ts';
import { GAME_IDS } from './games.ts';
import { urdu } from './urdu.ts';

// Daily tasks: each game's challenges take turns, one a day (routes/daily-challenges/).

export const DAILY_CHALLENGES: [number, string, number, number][] = [
  [GAME_IDS.pubg, 'Win a Classic match in Erangel', 30, 0],
  [GAME_IDS.pubg, 'Get 5 kills in one match', 20, 0],
  [GAME_IDS.pubg, 'Survive to the top 10', 15, 0],
  [GAME_IDS.freefire, 'Get a Booyah in Battle Royale', 30, 0],
  [GAME_IDS.freefire, 'Deal 1,500 damage in one match', 20, 0],
  [GAME_IDS.cod, 'Win a Team Deathmatch', 25, 0],
  [GAME_IDS.cod, 'Get a 5 kill streak', 20, 0],
  [GAME_IDS.clashRoyale, 'Win 3 battles in a row', 25, 1],
];

export async function seedDailyChallenges({ tx }: DemoContext): Promise<void> {
  for (const [game_id, name, prize, archived] of DAILY_CHALLENGES) {
    await tx
      .insertInto('daily_challenges')
      .values({ game_id, name, name_ur: urdu(name), prize, thumbnail: null, archived })
      .execute();
  }
}
