import {
  DayDataResponse,
  ProfileCompleteResponse,
  ProfileResponse,
  SelectGameRequest,
  SelectGameResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dayDataOf } from '../../lib/day-data.ts';
import { streakState } from '../../lib/streak.ts';
import { checkProfileImage, PROFILE_IMAGE_MAX_INCLUSIVE, removeUpload, stage } from '../../lib/uploads.ts';
import { userOf } from '../../plugins/auth.ts';
import { profileAnswer } from '../../profile/answer.ts';
import { profileImageOf, setChosenGame, updateProfile } from '../../profile/repository.ts';
import { requireDailyTaskGame } from '../daily-challenges/index.ts';
import { loadProfile, readProfileEdit } from './profile.ts';
import { MESSAGES, said } from '../../lib/errors.ts';

const profileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/user/profile',
    {
      schema: {
        response: { 200: ProfileResponse },
        tags: ['profile'],
        summary: 'The profile with totals derived from the ledger',
      },
    },
    async (request, reply) => profileAnswer(app, request, reply),
  );
};

const profileEditRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/user/profile/complete',
    {
      config: { rateLimit: { max: app.config.rateLimits.upload, timeWindow: '1 minute' } },
      bodyLimit: PROFILE_IMAGE_MAX_INCLUSIVE + 256 * 1024,
      schema: {
        response: { 200: ProfileCompleteResponse },
        tags: ['profile'],
        summary:
          'Edit the profile: multipart fields username, email, gender, bio, dateOfBirth and optional file image (at most 2,097,152 bytes, PNG or JPEG)',
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request) => {
      const user = userOf(request);
      const { edit, image } = await readProfileEdit(request, app.today());
      // The new image gets its served name once the row points at it; the replaced one is then
      // deleted (a crash in between leaves only a temporary file or an orphan, never a broken row).
      const file = image ? await stage(app.config.uploadDir, image, checkProfileImage(image)) : null;
      const before = file ? await profileImageOf(app.db, user.id) : null;
      await updateProfile(app.db, user.id, { ...edit, image: file?.name }).catch(async (err: unknown) => {
        await file?.discard();
        throw err;
      });
      if (file) {
        await file.commit();
        if (before && before !== file.name) await removeUpload(app.config.uploadDir, before);
      }
      return {
        status: true,
        success: true,
        ...said(MESSAGES.OK_PROFILE_UPDATED),
        data: await loadProfile(app, user.id),
      } satisfies ProfileCompleteResponse;
    },
  );
};

const dayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/user/day-data',
    {
      schema: {
        response: { 200: DayDataResponse },
        tags: ['streak'],
        summary: 'Start-up day data: streak day and selected game',
      },
    },
    async (request) => {
      return { success: true, data: await dayDataOf(app, userOf(request).id) } satisfies DayDataResponse;
    },
  );

  app.post(
    '/v1/user/game',
    {
      schema: {
        response: { 200: SelectGameResponse },
        tags: ['streak'],
        summary: "Pick the daily-task game ('SELECT YOUR GAME')",
        body: SelectGameRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      await requireDailyTaskGame(app, request.body.gameId);
      await setChosenGame(app.db, user.id, request.body.gameId);
      const state = await streakState(app.db, user.id, app.today());
      return {
        success: true,
        data: { active_streak: state.day, gameId: request.body.gameId, active_day: state.day },
      } satisfies SelectGameResponse;
    },
  );
};

/** The subscriber's profile, its edit, the start-up day data and the daily-task game. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await profileRoute(app, {});
  await profileEditRoute(app, {});
  await dayRoutes(app, {});
};
