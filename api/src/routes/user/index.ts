import {
  DayDataResponse,
  type Profile,
  ProfileCompleteResponse,
  ProfileResponse,
  SelectGameRequest,
  SelectGameResponse,
} from '@portal/contracts';
import { isEmail } from '@portal/contracts/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { releaseExpired } from '../../lib/redemptions.ts';
import { userOf } from '../../plugins/auth.ts';
import { requireDailyTaskGame } from '../daily-challenges/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { dayDataOf } from '../../lib/day-data.ts';
import { streakState } from '../../lib/streak.ts';
import {
  checkProfileImage,
  PROFILE_IMAGE_MAX_INCLUSIVE,
  PROFILE_SIZE_MESSAGE,
  removeUpload,
  stage,
  uploadUrl,
} from '../../lib/uploads.ts';

/** Stored YYYY-MM-DD; sent day-month-year (the screens reverse it back). */
const toDmy = (ymd: string | null) => (ymd ? ymd.split('-').reverse().join('-') : null);

interface ProfileRow {
  name: string;
  username: string;
  profile_image: string | null;
  email: string;
  gender: string | null;
  bio: string;
  date_of_birth: string | null;
  phone: string;
  balance: number | string;
  tournaments: number | string | null;
  tasks: number | string | null;
  redeemed: number | string | null;
  money: number | string | null;
}

export async function loadProfile(app: FastifyInstance, id: number): Promise<Profile> {
  // Hand-written SQL: read on every page; a raw query skips the builder's compile step. The totals
  // are kept by the database as ledger rows and entries are written, so this reads three rows.
  const row = (
    await sql<ProfileRow>`
      select s.name, s.username, s.profile_image, s.email, s.gender, s.bio, s.date_of_birth, s.phone, w.balance,
        t.tournaments, t.challenges as tasks,
        (select count(*) from redemptions r where r.subscriber_id = s.id
          and r.status in ('requested', 'processing', 'fulfilled')) as redeemed,
        (select m.balance_paisa from money_wallets m where m.subscriber_id = s.id) as money
      from subscribers s join wallets w on w.subscriber_id = s.id
        left join subscriber_totals t on t.subscriber_id = s.id
      where s.id = ${id}`.execute(app.db)
  ).rows[0];
  if (!row) throw notFound('Subscriber not found');
  return {
    name: row.name,
    username: row.username,
    profileImage: row.profile_image ? uploadUrl(row.profile_image) : null,
    email: row.email,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    bio: row.bio,
    dateOfBirth: toDmy(row.date_of_birth),
    phone: row.phone,
    total_tournament: Number(row.tournaments ?? 0),
    completed_tasks_total: Number(row.tasks ?? 0),
    credits: Number(row.balance),
    items_redeemed: Number(row.redeemed ?? 0),
    prize_money_paisa: Number(row.money ?? 0),
  };
}

function parseDate(value: string): string | null {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  let ymd = m ? `${m[1]}-${m[2]}-${m[3]}` : null;
  if (!ymd && (m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v))) ymd = `${m[3]}-${m[2]}-${m[1]}`;
  if (!ymd) return null;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== ymd ? null : ymd;
}

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/user/profile',
    {
      schema: {
        response: { 200: ProfileResponse },
        tags: ['profile'],
        summary: 'The profile with totals derived from the ledger',
      },
    },
    async (request) => {
      const id = userOf(request).id;
      // Credits of a hold past its 30 minutes are back before the balance is shown.
      await releaseExpired(app.db, app.clock.now(), id);
      return { success: true, data: await loadProfile(app, id) } satisfies ProfileResponse;
    },
  );

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
      let fields: Record<string, unknown>;
      let image: Buffer | null = null;
      if (request.isMultipart()) {
        const parsed = await readMultipart(
          request,
          'image',
          PROFILE_IMAGE_MAX_INCLUSIVE,
          PROFILE_SIZE_MESSAGE,
        );
        fields = parsed.fields;
        image = parsed.file;
      } else {
        fields = (request.body ?? {}) as Record<string, unknown>;
      }
      const text = (k: string, max: number) => {
        const v = fields[k];
        if (v === undefined || v === null) return '';
        if (typeof v !== 'string') throw badRequest(`${k} must be text`);
        if (v.length > max) throw badRequest(`${k} is too long`);
        return v.trim();
      };
      const username = text('username', 40);
      const email = text('email', 120);
      const gender = text('gender', 10);
      const bio = text('bio', 500);
      const dob = text('dateOfBirth', 20);
      if (!username) throw badRequest('username is required');
      if (!email || !isEmail(email)) throw badRequest('A valid email is required');
      if (gender !== 'male' && gender !== 'female') throw badRequest('gender must be male or female');
      const dateOfBirth = dob ? parseDate(dob) : null;
      if (dob && !dateOfBirth) throw badRequest('dateOfBirth must be a date (YYYY-MM-DD)');
      // Dates compare as YYYY-MM-DD text; today is the provider's calendar day.
      if (dateOfBirth && dateOfBirth > app.today())
        throw badRequest('Date of birth cannot be in the future.');
      // The new image gets its served name once the row points at it; the replaced one is then
      // deleted (a crash in between leaves only a temporary file or an orphan, never a broken row).
      const file = image ? await stage(app.config.uploadDir, image, checkProfileImage(image)) : null;
      const imageName = file?.name;
      const before = file
        ? await app.db
            .selectFrom('subscribers')
            .select('profile_image')
            .where('id', '=', user.id)
            .executeTakeFirst()
        : undefined;
      await app.db
        .updateTable('subscribers')
        .set({
          username,
          name: username,
          email,
          gender,
          bio,
          date_of_birth: dateOfBirth,
          ...(imageName ? { profile_image: imageName } : {}),
        })
        .where('id', '=', user.id)
        .execute()
        .catch(async (err: unknown) => {
          await file?.discard();
          throw err;
        });
      if (file) {
        await file.commit();
        if (before?.profile_image && before.profile_image !== file.name)
          await removeUpload(app.config.uploadDir, before.profile_image);
      }
      return {
        status: true,
        success: true,
        message: 'Profile updated successfully!',
        data: await loadProfile(app, user.id),
      } satisfies ProfileCompleteResponse;
    },
  );

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
      await app.db
        .updateTable('subscribers')
        .set({ game_id: request.body.gameId })
        .where('id', '=', user.id)
        .execute();
      const state = await streakState(app.db, user.id, app.today());
      return {
        success: true,
        data: { active_streak: state.day, gameId: request.body.gameId, active_day: state.day },
      } satisfies SelectGameResponse;
    },
  );
};
