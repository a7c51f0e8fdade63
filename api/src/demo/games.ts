import type { DemoContext } from './context.ts';
import { urdu } from './urdu.ts';

// The demo catalogue: eight games with what each is offered for (ids follow this order).

const GAMES = [
  { name: 'PUBG Mobile', daily_tasks: 1, challenges: 1, highlights: 1 },
  { name: 'Free Fire', daily_tasks: 1, challenges: 1, highlights: 1 },
  { name: 'Call of Duty', daily_tasks: 1, challenges: 1, highlights: 1 },
  { name: 'Clash Royale', daily_tasks: 1, challenges: 0, highlights: 0 },
  { name: 'Aim Train', game_unique_id: 'aim-train', is_esl: 1, game_status: 1, challenges: 1, highlights: 1 },
  {
    name: 'Puzzle Mania',
    game_unique_id: 'puzzle-mania',
    is_esl: 1,
    game_status: 1,
    challenges: 1,
    highlights: 0,
  },
  {
    name: 'Cannon Clash',
    game_unique_id: 'cannon-clash',
    is_esl: 1,
    game_status: 1,
    challenges: 0,
    highlights: 1,
  },
  {
    name: 'Minecraft',
    game_unique_id: 'minecraft-builder',
    is_esl: 1,
    game_status: 0,
    challenges: 0,
    highlights: 0,
  },
] as const;

export const GAME_IDS = {
  pubg: 1,
  freefire: 2,
  cod: 3,
  clashRoyale: 4,
  aimTrain: 5,
  puzzle: 6,
  cannon: 7,
  minecraft: 8,
} as const;

export async function seedGames({ tx }: DemoContext): Promise<void> {
  let sort = 0;
  for (const g of GAMES) {
    await tx
      .insertInto('games')
      .values({
        name: g.name,
        name_ur: urdu(g.name),
        thumbnail: null,
        game_unique_id: 'game_unique_id' in g ? g.game_unique_id : null,
        is_esl: 'is_esl' in g ? g.is_esl : 0,
        game_status: 'game_status' in g ? g.game_status : 1,
        daily_tasks: 'daily_tasks' in g ? g.daily_tasks : 0,
        challenges: g.challenges,
        highlights: g.highlights,
        sort: sort++,
      })
      .execute();
  }
}
