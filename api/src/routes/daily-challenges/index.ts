import {
  ChallengeGamesResponse,
  CompletedTasksResponse,
  DailyChallengesRequest,
  DailyChallengesResponse,
  DailyGamesResponse,
  EntryResponse,
  type EntryStatus,
  GameChallengesRequest,
  GameChallengesResponse,
  challengeEntryRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connect.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { INT32_MAX } from '../../lib/limits.ts';
import { readMultipart } from '../../lib/multipart.ts';
import {
  checkScreenshot,
  decodeDataUrl,
  SCREENSHOT_MAX_EXCLUSIVE,
  SCREENSHOT_SIZE_MESSAGE,
  SCREENSHOT_TYPE_MESSAGE,
  stage,
  type ImageKind,
} from '../../lib/uploads.ts';
import { completedTasksOf } from '../../lib/completed-tasks.ts';
import { userOf } from '../../plugins/auth.ts';

export const DAILY_ALREADY = 'You have already submitted today\u2019s task. Come back tomorrow!';
export const CHALLENGE_ALREADY = 'You have already submitted an entry for this challenge.';
const SUBMITTED = 'Image submitted successfully!';

/** A reviewed screenshot's outcome as the subscriber sees it in Completed tasks. */
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Today's challenge of a game: the game's challenges take turns, one a day. */
export async function todaysChallenge(app: FastifyInstance, gameId: number, today: string) {
  const list = await app.db
    .selectFrom('daily_challenges')
    .selectAll()
    .where('game_id', '=', gameId)
    .orderBy('id')
    .execute();
  return pickToday(list, today);
}

function pickToday<T>(list: T[], today: string): T | null {
  if (list.length === 0) return null;
  return list[dayNumber(today) % list.length] ?? null;
}

/** The games whose challenge of today is open (not archived): the selector marks the others. */
async function gamesWithTaskToday(app: FastifyInstance, today: string): Promise<Set<number>> {
  const rows = await app.db
    .selectFrom('daily_challenges')
    .select(['game_id', 'archived'])
    .orderBy('game_id')
    .orderBy('id')
    .execute();
  const byGame = new Map<number, { archived: number }[]>();
  for (const r of rows) byGame.set(Number(r.game_id), [...(byGame.get(Number(r.game_id)) ?? []), r]);
  const open = new Set<number>();
  for (const [gameId, list] of byGame) {
    const c = pickToday(list, today);
    if (c && !Number(c.archived)) open.add(gameId);
  }
  return open;
}

/** A game offered for daily tasks, else 404 'Unknown game'. */
export async function requireDailyTaskGame(app: FastifyInstance, gameId: number): Promise<void> {
  const game = await app.db
    .selectFrom('games')
    .select('id')
    .where('id', '=', gameId)
    .where('daily_tasks', '=', 1)
    .executeTakeFirst();
  if (!game) throw notFound('Unknown game');
}

/**
 * Stages a checked screenshot, then writes its entry with `insert`; the file gets its served name
 * after the row committed. If the write fails the file is removed again (nothing half-saved), and an entry that lost a race to an identical one gets
 * `already`, the same answer as a second submission.
 */
async function submitEntry(
  app: FastifyInstance,
  screenshot: Buffer,
  kind: ImageKind,
  already: string,
  insert: (image: string) => Promise<unknown>,
): Promise<EntryResponse> {
  const file = await stage(app.config.uploadDir, screenshot, kind);
  try {
    await insert(file.name);
  } catch (err) {
    await file.discard();
    if (isUniqueViolation(err)) throw conflict(already);
    throw err;
  }
  await file.commit();
  return { success: true, message: SUBMITTED };
}

export const challengeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploadLimit = { rateLimit: { max: app.config.rateLimits.upload, timeWindow: '1 minute' } };
  // A data URL of the largest screenshot (base64 is 4/3 of the bytes) plus the other fields.
  const ENTRY_JSON_LIMIT = Math.ceil((SCREENSHOT_MAX_EXCLUSIVE * 4) / 3) + 64 * 1024;

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
      const rows = await app.db
        .selectFrom('games')
        .select(['id', 'name', 'thumbnail'])
        .where('daily_tasks', '=', 1)
        .orderBy('sort')
        .execute();
      const open = await gamesWithTaskToday(app, app.today());
      return {
        success: true,
        data: rows.map((g) => ({
          name: g.name,
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
      const c = await todaysChallenge(app, request.body.gameId, today);
      if (!c) return { success: true, data: [] } satisfies DailyChallengesResponse;
      const entry = await app.db
        .selectFrom('daily_entries')
        .select('status')
        .where('subscriber_id', '=', user.id)
        .where('day', '=', today)
        .executeTakeFirst();
      return {
        success: true,
        data: [
          {
            challengeId: Number(c.id),
            name: c.name,
            prize: Number(c.prize),
            entryStatus: (entry?.status as EntryStatus | undefined) ?? 'Not submitted',
            archieved: c.archived ? 1 : 0,
            challenge_thumbnail: c.thumbnail,
          },
        ],
      } satisfies DailyChallengesResponse;
    },
  );

  app.post(
    '/v1/daily-challenges/entry',
    {
      config: uploadLimit,
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
        SCREENSHOT_SIZE_MESSAGE,
      );
      const challengeId = Number(fields.challengeId);
      if (!fields.challengeId || !Number.isInteger(challengeId) || challengeId < 1 || challengeId > INT32_MAX)
        throw badRequest('challengeId is required');
      if (!file) throw badRequest(SCREENSHOT_TYPE_MESSAGE);
      const kind = checkScreenshot(file);
      const today = app.today();
      const c = await app.db
        .selectFrom('daily_challenges')
        .selectAll()
        .where('id', '=', challengeId)
        .executeTakeFirst();
      if (!c) throw notFound('Unknown challenge');
      const current = await todaysChallenge(app, Number(c.game_id), today);
      if (c.archived || current?.id !== c.id) throw badRequest('No challenges available for today');
      const existing = await app.db
        .selectFrom('daily_entries')
        .select('id')
        .where('subscriber_id', '=', user.id)
        .where('day', '=', today)
        .executeTakeFirst();
      if (existing) throw conflict(DAILY_ALREADY);
      return submitEntry(app, file, kind, DAILY_ALREADY, (image) =>
        app.db
          .insertInto('daily_entries')
          .values({
            subscriber_id: user.id,
            challenge_id: challengeId,
            day: today,
            image,
            status: 'Submitted',
            reason: null,
            created_at: app.nowIso(),
            reviewed_at: null,
          })
          .execute(),
      );
    },
  );

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
      const rows = await app.db
        .selectFrom('games')
        .select(['id', 'name', 'thumbnail'])
        .where('challenges', '=', 1)
        .orderBy('sort')
        .execute();
      return {
        success: true,
        data: rows.map((g) => ({
          id: Number(g.id),
          gameId: Number(g.id),
          game: g.name,
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
        summary: 'A game and its challenges (makeEntry 1 = claimed; level games: passed today)',
        body: GameChallengesRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      const game = await app.db
        .selectFrom('games')
        .selectAll()
        .where('id', '=', request.body.id)
        .where('challenges', '=', 1)
        .executeTakeFirst();
      if (!game) throw notFound('No game selected. Please go back and select a game.');
      const today = app.today();
      const [list, entries, passes] = await Promise.all([
        app.db
          .selectFrom('game_challenges')
          .selectAll()
          .where('game_id', '=', game.id)
          .orderBy('id')
          .execute(),
        app.db
          .selectFrom('challenge_entries as e')
          .innerJoin('game_challenges as c', 'c.id', 'e.challenge_id')
          .select('e.challenge_id')
          .where('e.subscriber_id', '=', user.id)
          .where('c.game_id', '=', game.id)
          .execute(),
        app.db
          .selectFrom('level_plays')
          .select('level')
          .where('subscriber_id', '=', user.id)
          .where('game_id', '=', game.id)
          .where('day', '=', today)
          .where('result', '=', '1')
          .execute(),
      ]);
      const entered = new Set(entries.map((e) => Number(e.challenge_id)));
      const passed = new Set(passes.map((p) => Number(p.level)));
      const challenges = list
        .map((c) => {
          const level = c.level == null ? null : Number(c.level);
          const claimed = level == null ? entered.has(Number(c.id)) : passed.has(level);
          return {
            challengeId: Number(c.id),
            id: Number(c.id),
            challengeName: c.name,
            objective: c.objective,
            prize: Number(c.prize),
            challengeThumbnail: c.thumbnail,
            makeEntry: (claimed ? 1 : 0) as 0 | 1,
            archived: (c.archived ? 1 : 0) as 0 | 1,
            game_level: level,
          };
        })
        .sort((a, b) => a.makeEntry - b.makeEntry);
      return {
        success: true,
        data: {
          game: {
            id: Number(game.id),
            gameId: Number(game.id),
            game: game.name,
            thumbnail: game.thumbnail,
            game_unique_id: game.game_unique_id,
          },
          challenges,
        },
      } satisfies GameChallengesResponse;
    },
  );

  app.post(
    '/v1/challenge/entry',
    {
      // The one JSON route with a large body: the screenshot comes as a data URL.
      config: { ...uploadLimit, jsonBodyLimit: ENTRY_JSON_LIMIT },
      bodyLimit: ENTRY_JSON_LIMIT,
      schema: {
        response: { 200: EntryResponse },
        tags: ['game challenges'],
        summary:
          'Submit a game-challenge screenshot as a data URL (PNG/JPEG, under 2,048,000 bytes decoded); once per challenge',
        body: challengeEntryRequest(ENTRY_JSON_LIMIT),
      },
    },
    async (request) => {
      const user = userOf(request);
      const buf = decodeDataUrl(request.body.entryImage);
      if (!buf) throw badRequest(SCREENSHOT_TYPE_MESSAGE);
      const kind = checkScreenshot(buf);
      const c = await app.db
        .selectFrom('game_challenges')
        .selectAll()
        .where('id', '=', request.body.challengeId)
        .executeTakeFirst();
      if (!c || Number(c.game_id) !== request.body.gameId) throw notFound('Unknown challenge');
      if (c.archived) throw badRequest('This challenge is no longer active.');
      if (c.level != null) throw badRequest('This challenge is completed by playing the level.');
      const existing = await app.db
        .selectFrom('challenge_entries')
        .select('id')
        .where('subscriber_id', '=', user.id)
        .where('challenge_id', '=', c.id)
        .executeTakeFirst();
      if (existing) throw conflict(CHALLENGE_ALREADY);
      return submitEntry(app, buf, kind, CHALLENGE_ALREADY, (image) =>
        app.db
          .insertInto('challenge_entries')
          .values({
            subscriber_id: user.id,
            challenge_id: c.id,
            image,
            status: 'Submitted',
            reason: null,
            created_at: app.nowIso(),
            reviewed_at: null,
          })
          .execute(),
      );
    },
  );

  app.post(
    '/v1/completed-task/get',
    {
      schema: {
        response: { 200: CompletedTasksResponse },
        tags: ['daily tasks'],
        summary: 'Completed tasks (waiting for review first), newest first',
      },
    },
    async (request) => {
      const user = userOf(request);
      return {
        success: true,
        data: await completedTasksOf(app.db, user.id),
      } satisfies CompletedTasksResponse;
    },
  );
};
