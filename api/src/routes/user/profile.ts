import type { Profile } from '@portal/contracts';
import { isEmail } from '@portal/contracts/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, badRequest, notFound, withValues } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { PROFILE_IMAGE_MAX_INCLUSIVE, uploadUrl } from '../../lib/uploads.ts';
import { profileRow } from '../../profile/repository.ts';

/** Stored YYYY-MM-DD; sent day-month-year (the screens reverse it back). */
const toDmy = (ymd: string | null) => (ymd ? ymd.split('-').reverse().join('-') : null);

/** The profile as the screens show it, with the totals derived from the ledger. */
export async function loadProfile(app: FastifyInstance, id: number): Promise<Profile> {
  const row = await profileRow(app.db, id);
  if (!row) throw notFound(MESSAGES.SUBSCRIBER_NOT_FOUND);
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
    credits_held: Number(row.held ?? 0),
  };
}

function parseDate(value: string): string | null {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  let ymd = m ? `${m[1]}-${m[2]}-${m[3]}` : null;
  if (!ymd && (m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v))) ymd = `${m[3]}-${m[2]}-${m[1]}`;
  // No one living was born before 1900 (year 0000 is not a birthday).
  if (!ymd || ymd < '1900-01-01') return null;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== ymd ? null : ymd;
}

/** The profile form's fields and image, multipart or JSON. */
async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; image: Buffer | null }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown>, image: null };
  const parsed = await readMultipart(
    request,
    'image',
    PROFILE_IMAGE_MAX_INCLUSIVE,
    MESSAGES.PROFILE_IMAGE_SIZE,
  );
  return { fields: parsed.fields, image: parsed.file };
}

/**
 * What a username may not hold: control characters, line separators, the zero-width space and
 * byte-order mark, and the characters that change the direction of what follows them (U+202A-202E,
 * U+2066-2069). A username names a player on the leaderboard and in rooms, where '\u202Eadmin'
 * would read as another name. The zero-width joiner and non-joiner stay: Urdu writing uses them.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

/** The checked profile edit: each field's 400 names the field. */
export async function readProfileEdit(request: FastifyRequest, today: string) {
  const { fields, image } = await readForm(request);
  const text = (k: string, max: number) => {
    const v = fields[k];
    if (v === undefined || v === null) return '';
    if (typeof v !== 'string') throw badRequest(withValues(MESSAGES.FIELD_NOT_TEXT, { field: k }));
    if (v.length > max) throw badRequest(withValues(MESSAGES.FIELD_TOO_LONG, { field: k }));
    return v.trim();
  };
  const username = text('username', 40);
  const email = text('email', 120);
  const gender = text('gender', 10);
  const bio = text('bio', 500);
  const dob = text('dateOfBirth', 20);
  if (!username) throw badRequest(MESSAGES.USERNAME_REQUIRED);
  if (HIDDEN_CHARACTERS.test(username)) throw badRequest(MESSAGES.USERNAME_HIDDEN_CHARACTERS);
  if (!email || !isEmail(email)) throw badRequest(MESSAGES.VALID_EMAIL_REQUIRED);
  if (gender !== 'male' && gender !== 'female') throw badRequest(MESSAGES.GENDER_INVALID);
  const dateOfBirth = dob ? parseDate(dob) : null;
  if (dob && !dateOfBirth) throw badRequest(MESSAGES.DATE_OF_BIRTH_INVALID);
  // Dates compare as YYYY-MM-DD text; today is the provider's calendar day.
  if (dateOfBirth && dateOfBirth > today) throw badRequest(MESSAGES.DATE_OF_BIRTH_FUTURE);
  return { edit: { username, email, gender, bio, dateOfBirth }, image };
}
