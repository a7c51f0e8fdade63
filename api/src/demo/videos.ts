import type { DemoContext } from './context.ts';
import { GAME_IDS } from './games.ts';
import { urdu } from './urdu.ts';

// Highlight videos (placeholders on youtube.com).

export async function seedVideos({ tx }: DemoContext): Promise<void> {
  const videos: [number, string, string][] = [
    [
      GAME_IDS.pubg,
      'PUBG Mobile: clutch 1v4 in the final circle',
      'https://www.youtube.com/watch?v=pzpubg00001',
    ],
    [
      GAME_IDS.pubg,
      'PUBG Mobile: weekly tournament final highlights',
      'https://www.youtube.com/watch?v=pzpubg00002',
    ],
    [GAME_IDS.freefire, 'Free Fire: Booyah with 15 kills', 'https://www.youtube.com/watch?v=pzfreefire1'],
    [GAME_IDS.freefire, 'Free Fire: Clash Squad comeback', 'https://www.youtube.com/watch?v=pzfreefire2'],
    [GAME_IDS.cod, 'Call of Duty: nuke streak on Nuketown', 'https://www.youtube.com/watch?v=pzcodmobil1'],
    [GAME_IDS.aimTrain, 'Aim Train: level 25 perfect run', 'https://www.youtube.com/watch?v=pzaimtrain1'],
    [
      GAME_IDS.cannon,
      'Cannon Clash: final of the weekly knockout',
      'https://www.youtube.com/watch?v=pzcannon001',
    ],
    [
      GAME_IDS.cannon,
      'Cannon Clash: centre tower in 40 seconds',
      'https://www.youtube.com/watch?v=pzcannon002',
    ],
  ];
  for (const [game_id, title, link] of videos)
    await tx
      .insertInto('videos')
      .values({ game_id, title, title_ur: urdu(title), link, thumbnail: null })
      .execute();
}
