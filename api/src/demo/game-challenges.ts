import type { DemoContext } from './context.ts';
import { GAME_IDS } from './games.ts';
import { aimLevelUrdu, puzzleLevelUrdu, urdu } from './urdu.ts';

// Game challenges: screenshot challenges of the store games, and one challenge per level of Aim
// Train (25) and Puzzle Mania (3), claimed by passing the level.

type Challenge = {
  game_id: number;
  name: string;
  name_ur?: string | null;
  objective: string;
  objective_ur?: string | null;
  prize: number;
  archived: number;
  level: number | null;
};

const SCREENSHOT_CHALLENGES: Challenge[] = [
  {
    game_id: GAME_IDS.pubg,
    name: 'Chicken Dinner',
    objective: 'Win a Classic match and upload the result screen',
    prize: 50,
    archived: 0,
    level: null,
  },
  {
    game_id: GAME_IDS.pubg,
    name: 'Sharpshooter',
    objective: 'Get 3 headshot kills in one match',
    prize: 30,
    archived: 0,
    level: null,
  },
  {
    game_id: GAME_IDS.pubg,
    name: 'Medic',
    objective: 'Revive 2 teammates in one match',
    prize: 20,
    archived: 0,
    level: null,
  },
  {
    game_id: GAME_IDS.freefire,
    name: 'Booyah Hunter',
    objective: 'Get a Booyah and upload the result screen',
    prize: 50,
    archived: 0,
    level: null,
  },
  {
    game_id: GAME_IDS.freefire,
    name: 'Gloo Wall Master',
    objective: 'Win a Clash Squad round',
    prize: 25,
    archived: 0,
    level: null,
  },
  {
    game_id: GAME_IDS.cod,
    name: 'MVP',
    objective: 'Finish a multiplayer match as MVP',
    prize: 40,
    archived: 0,
    level: null,
  },
  {
    game_id: GAME_IDS.cod,
    name: 'Season Opener',
    objective: 'Play a ranked match in season 1',
    prize: 20,
    archived: 1,
    level: null,
  },
];

export async function seedGameChallenges({ tx }: DemoContext): Promise<void> {
  const challenges = [...SCREENSHOT_CHALLENGES];
  for (let n = 1; n <= 25; n++) {
    challenges.push({
      game_id: GAME_IDS.aimTrain,
      name: `Pass Level ${n}`,
      objective: `Pass level ${n} of Aim Train`,
      ...aimLevelUrdu(n),
      prize: 10,
      archived: 0,
      level: n,
    });
  }
  const puzzle: [string, number, number, number][] = [
    ['Easy', 3, 18, 10],
    ['Medium', 4, 25, 15],
    ['Hard', 5, 30, 20],
  ];
  puzzle.forEach(([grade, size, moves, prize], i) =>
    challenges.push({
      game_id: GAME_IDS.puzzle,
      name: `Level ${i + 1}: ${grade} (${size}x${size})`,
      objective: `Solve the ${grade.toLowerCase()} puzzle within ${moves} moves`,
      ...puzzleLevelUrdu(i + 1, grade, size, moves),
      prize,
      archived: 0,
      level: i + 1,
    }),
  );
  for (const c of challenges)
    await tx
      .insertInto('game_challenges')
      .values({
        ...c,
        name_ur: c.name_ur ?? urdu(c.name),
        objective_ur: c.objective_ur ?? urdu(c.objective),
        thumbnail: null,
      })
      .execute();
}
