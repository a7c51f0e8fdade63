import { ChallengeGamesResponse, GameChallengesRequest, GameChallengesResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { challengeGames, challengesOfGame, findChallengeGame } from '../../challenges/repository.ts';
import { MESSAGES, notFound } from '../../lib/errors.ts';
import { AIM_TRAIN } from '../../lib/level-results.ts';
import { userOf } from '../../plugins/auth.ts';

/** An entry's review state as the list names it (null: no entry, or a level challenge). */
function entryStatusOf(status: string | undefined): 'pending' | 'approved' | 'rejected' | null {
  if (status === undefined) return null;
  return status === 'Approved' ? 'approved' : status === 'Rejected' ? 'rejected' : 'pending';
}

/**
 * A game's challenges as listed: claimed ones (`makeEntry` 1: entered, or for a level passed today)
 * after the others. An Aim Train level played today (begun in the game, or finished) and not passed
 * cannot be played again until tomorrow (`playedToday` 1).
 */
function listedChallenges(
  { list, entered, passedLevels, playedLevels }: Awaited<ReturnType<typeof challengesOfGame>>,
  aim: boolean,
) {
  return list
    .map((c) => {
      const level = c.level == null ? null : Number(c.level);
      const entry = level == null ? entered.get(Number(c.id)) : undefined;
      const claimed = level == null ? entry !== undefined : passedLevels.has(level);
      const playedToday = !claimed && aim && level != null && playedLevels.has(level);
      return {
        challengeId: Number(c.id),
        id: Number(c.id),
        challengeName: c.name,
        nameUr: c.name_ur,
        objective: c.objective,
        objectiveUr: c.objective_ur,
        prize: Number(c.prize),
        challengeThumbnail: c.thumbnail,
        makeEntry: (claimed ? 1 : 0) as 0 | 1,
        entryStatus: entryStatusOf(entry),
        playedToday: (playedToday ? 1 : 0) as 0 | 1,
        archived: (c.archived ? 1 : 0) as 0 | 1,
        game_level: level,
      };
    })
    .sort((a, b) => a.makeEntry - b.makeEntry);
}

export const gameChallengeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/challenges/games',
    {
      schema: {
        response: { 200: ChallengeGamesResponse },
        tags: ['game challenges'],
        summary: 'Games with challenges',
      },
    },
    async () => {
      const rows = await challengeGames(app.db);
      return {
        success: true,
        data: rows.map((g) => ({
          id: Number(g.id),
          gameId: Number(g.id),
          game: g.name,
          nameUr: g.name_ur,
          thumbnail: g.thumbnail,
        })),
      } satisfies ChallengeGamesResponse;
    },
  );

  app.post(
    '/v1/challenges/game/all',
    {
      schema: {
        response: { 200: GameChallengesResponse },
        tags: ['game challenges'],
        summary:
          'A game and its challenges (makeEntry 1 = claimed; level games: passed today; playedToday 1 = an Aim Train level played today and not passed, not playable again until tomorrow)',
        body: GameChallengesRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      const game = await findChallengeGame(app.db, request.body.id);
      if (!game) throw notFound(MESSAGES.NO_GAME_SELECTED);
      const challenges = listedChallenges(
        await challengesOfGame(app.db, Number(game.id), user.id, app.today()),
        game.game_unique_id === AIM_TRAIN,
      );
      return {
        success: true,
        data: {
          game: {
            id: Number(game.id),
            gameId: Number(game.id),
            game: game.name,
            nameUr: game.name_ur,
            thumbnail: game.thumbnail,
            game_unique_id: game.game_unique_id,
          },
          challenges,
        },
      } satisfies GameChallengesResponse;
    },
  );
};
