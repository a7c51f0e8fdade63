import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DB } from '../db/schema.ts';
import { MESSAGES, badRequest } from './errors.ts';

/** Task screenshots must be under this many bytes (2,048,000 is refused). */
export const SCREENSHOT_MAX_EXCLUSIVE = 2_048_000;
/** Profile images may be at most this many bytes (2,097,152 is accepted). */
export const PROFILE_IMAGE_MAX_INCLUSIVE = 2_097_152;

export const SCREENSHOT_TYPE_MESSAGE = MESSAGES.SCREENSHOT_TYPE.message;
export const SCREENSHOT_SIZE_MESSAGE = MESSAGES.SCREENSHOT_SIZE.message;
export const PROFILE_TYPE_MESSAGE = MESSAGES.PROFILE_IMAGE_TYPE.message;
export const PROFILE_SIZE_MESSAGE = MESSAGES.PROFILE_IMAGE_SIZE.message;

export type ImageKind = 'png' | 'jpg';

/** The file's own bytes decide its type; the declared Content-Type is ignored. */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  return null;
}

export function checkScreenshot(buf: Buffer | null): ImageKind {
  if (!buf || buf.length === 0) throw badRequest(MESSAGES.SCREENSHOT_TYPE);
  if (buf.length >= SCREENSHOT_MAX_EXCLUSIVE) throw badRequest(MESSAGES.SCREENSHOT_SIZE);
  const kind = sniffImage(buf);
  if (!kind) throw badRequest(MESSAGES.SCREENSHOT_TYPE);
  return kind;
}

export function checkProfileImage(buf: Buffer): ImageKind {
  if (buf.length > PROFILE_IMAGE_MAX_INCLUSIVE) throw badRequest(MESSAGES.PROFILE_IMAGE_SIZE);
  const kind = buf.length > 0 ? sniffImage(buf) : null;
  if (!kind) throw badRequest(MESSAGES.PROFILE_IMAGE_TYPE);
  return kind;
}

/** An upload written under a temporary name: `commit` after its row committed, else `discard`. */
export interface StagedUpload {
  name: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

const TEMP_SUFFIX = '.tmp';

/**
 * Writes under the upload folder as `<name>.tmp`; the file gets its served name only once the row
 * that refers to it has committed, so a crash in between leaves a temporary file (swept at start),
 * never a served file with no row.
 */
export async function stage(dir: string, buf: Buffer, kind: ImageKind): Promise<StagedUpload> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  const temp = join(dir, name + TEMP_SUFFIX);
  await writeFile(temp, buf, { flag: 'wx' });
  return {
    name,
    commit: () => rename(temp, join(dir, name)),
    discard: () => unlink(temp).catch(() => undefined),
  };
}

/** Deletes an upload that no row refers to any more (a replaced profile image). */
export const removeUpload = (dir: string, name: string) =>
  UPLOAD_NAME.test(name) ? unlink(join(dir, name)).catch(() => undefined) : Promise.resolve();

/** True when a profile or a task entry refers to the upload `name`. */
export async function isUploadReferenced(db: DB, name: string): Promise<boolean> {
  const [profile, daily, challenge] = await Promise.all([
    db.selectFrom('subscribers').select('id').where('profile_image', '=', name).executeTakeFirst(),
    db.selectFrom('daily_entries').select('id').where('image', '=', name).executeTakeFirst(),
    db.selectFrom('challenge_entries').select('id').where('image', '=', name).executeTakeFirst(),
  ]);
  return Boolean(profile ?? daily ?? challenge);
}

/**
 * At start: temporary files left by a crash get their served name when their row committed
 * (`isReferenced`), else they are deleted. Returns how many were deleted and renamed.
 */
export async function sweepUploads(
  dir: string,
  isReferenced: (name: string) => Promise<boolean>,
): Promise<{ removed: number; kept: number }> {
  const files = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  let kept = 0;
  for (const file of files) {
    const name = file.slice(0, -TEMP_SUFFIX.length);
    if (!file.endsWith(TEMP_SUFFIX) || !UPLOAD_NAME.test(name)) continue;
    if (await isReferenced(name)) {
      await rename(join(dir, file), join(dir, name));
      kept++;
    } else {
      await unlink(join(dir, file)).catch(() => undefined);
      removed++;
    }
  }
  return { removed, kept };
}

export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
export const uploadUrl = (name: string) => `/api/uploads/${name}`;

/** Decodes a data URL (data:image/png;base64,...). The bytes still decide the type. */
export function decodeDataUrl(value: string): Buffer | null {
  const m = /^data:([a-z/+.-]*)?(;[a-z0-9=.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/i.exec(value);
  if (!m) return null;
  return Buffer.from(m[3] ?? '', 'base64');
}
