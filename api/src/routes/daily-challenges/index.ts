import {
  DailyChallengesRequest,
  DailyChallengesResponse,
  DailyGamesResponse,
  EntryResponse,
  type EntryStatus,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  dailyEntryOn,
  dailyTaskGames,
  findDailyChallenge,
  gamesWithTaskToday,
  insertDailyEntry,
  isDailyTaskGame,
  todaysChallenge,
} from '../../challenges/repository.ts';
import { MESSAGES, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { INT32_MAX } from '../../lib/limits.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { checkScreenshot, SCREENSHOT_MAX_EXCLUSIVE } from '../../lib/uploads.ts';
import { userOf } from '../../plugins/auth.ts';
import { submitEntry, uploadLimit } from './submit-entry.ts';

/** A game offered for daily tasks, else 404 'Unknown game'. */
export async function requireDailyTaskGame(app: FastifyInstance, gameId: number): Promise<void> {
  if (!(await isDailyTaskGame(app.db, gameId))) throw notFound(MESSAGES.UNKNOWN_GAME);
}

const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/daily-challenges/games',
    {
      schema: {
        response: { 200: DailyGamesResponse },
        tags: ['daily tasks'],
        summary: 'Games offered for the daily task; task_today 0 when today has no open task',
      },
    },
    async () => {
      const rows = await dailyTaskGames(app.db);
      const open = await gamesWithTaskToday(app.db, app.today());
      return {
        success: true,
        data: rows.map((g) => ({
          name: g.name,
          nameUr: g.name_ur,
          gameId: Number(g.id),
          thumbnail: g.thumbnail,
          task_today: open.has(Number(g.id)) ? 1 : 0,
        })),
      } satisfies DailyGamesResponse;
    },
  );

  app.post(
    '/v1/daily-challenges/challenges',
    {
      schema: {
        response: { 200: DailyChallengesResponse },
        tags: ['daily tasks'],
        summary: "Today's challenge of a game (data holds at most one)",
        body: DailyChallengesRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      await requireDailyTaskGame(app, request.body.gameId);
      const today = app.today();
      const c = await todaysChallenge(app.db, request.body.gameId, today);
      if (!c) return { success: true, data: [] } satisfies DailyChallengesResponse;
      const entry = await dailyEntryOn(app.db, user.id, today);
      return {
        success: true,
        data: [
          {
            challengeId: Number(c.id),
            name: c.name,
            nameUr: c.name_ur,
            prize: Number(c.prize),
            entryStatus: (entry?.status as EntryStatus | undefined) ?? 'Not submitted',
            entryChallengeId: entry ? Number(entry.challenge_id) : null,
            archieved: c.archived ? 1 : 0,
            challenge_thumbnail: c.thumbnail,
          },
        ],
      } satisfies DailyChallengesResponse;
    },
  );
};

const entryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/daily-challenges/entry',
    {
      config: uploadLimit(app),
      bodyLimit: SCREENSHOT_MAX_EXCLUSIVE + 256 * 1024,
      schema: {
        response: { 200: EntryResponse },
        tags: ['daily tasks'],
        summary:
          "Submit today's task: multipart file entryImage (PNG/JPEG, under 2,048,000 bytes) and field challengeId; once per day",
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const user = userOf(request);
      const { fields, file } = await readMultipart(
        request,
        'entryImage',
        SCREENSHOT_MAX_EXCLUSIVE - 1,
        MESSAGES.SCREENSHOT_SIZE,
      );
      const challengeId = Number(fields.challengeId);
      if (!fields.challengeId || !Number.isInteger(challengeId) || challengeId < 1 || challengeId > INT32_MAX)
        throw badRequest(MESSAGES.CHALLENGE_ID_REQUIRED);
      if (!file) throw badRequest(MESSAGES.SCREENSHOT_TYPE);
      const kind = checkScreenshot(file);
      const today = app.today();
      const c = await findDailyChallenge(app.db, challengeId);
      if (!c) throw notFound(MESSAGES.UNKNOWN_CHALLENGE);
      const current = await todaysChallenge(app.db, Number(c.game_id), today);
      if (c.archived || current?.id !== c.id) throw badRequest(MESSAGES.NO_CHALLENGES_TODAY);
      // A game taken off the daily tasks (games.daily_tasks 0) closes the task it had open.
      if (!(await isDailyTaskGame(app.db, Number(c.game_id))))
        throw badRequest(MESSAGES.CHALLENGE_NOT_ACTIVE);
      if (await dailyEntryOn(app.db, user.id, today)) throw conflict(MESSAGES.DAILY_ALREADY);
      return submitEntry(app, file, kind, MESSAGES.DAILY_ALREADY, (image) =>
        insertDailyEntry(app.db, { subscriberId: user.id, challengeId, day: today, image, at: app.nowIso() }),
      );
    },
  );
};

/** The daily task: its games, today's challenge of a game, and the day's screenshot entry. */
export const dailyChallengeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await listRoutes(app, {});
  await entryRoute(app, {});
};
