// The portal's level list as the tasks remote shows it at /game-challenges, reduced to what the
// games' tests look at: each level's name with CLAIMED or 'Play Now', read through the portal's
// QueryClient with the list's own query options (so it shows the cached copy while that is fresh).
import type { GameChallengesResponse } from '@portal/contracts';
import { gameChallengesQueryOptions } from '@portal/shared/api';
import { useQuery } from '@portal/shared/query';

export function LevelList({ gameId }: { gameId: number }) {
  const list = useQuery(gameChallengesQueryOptions({ id: gameId }));
  if (!list.data) return <p>Loading levels</p>;
  return (
    <ul aria-label="Levels">
      {list.data.data.challenges.map((c) => (
        <li key={c.id}>
          {c.challengeName}: {c.makeEntry === 1 ? 'CLAIMED' : <button type="button">Play Now</button>}
        </li>
      ))}
    </ul>
  );
}

/** The list's answer for one level game: its first level claimed (passed today) or not. */
export function levelListAnswer(game: { id: number; name: string; uniqueId: string }, claimed: boolean) {
  return {
    success: true,
    data: {
      game: {
        id: game.id,
        gameId: game.id,
        game: game.name,
        thumbnail: null,
        game_unique_id: game.uniqueId,
      },
      challenges: [
        {
          challengeId: 1,
          id: 1,
          challengeName: 'Level 1',
          objective: 'Pass level 1',
          prize: 10,
          challengeThumbnail: null,
          makeEntry: claimed ? 1 : 0,
          archived: 0,
          game_level: 1,
        },
      ],
    },
  } satisfies GameChallengesResponse;
}
