import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from './errors.ts';

/** Task screenshots must be under this many bytes (2,048,000 is refused). */
export const SCREENSHOT_MAX_EXCLUSIVE = 2_048_000;
/** Profile images may be at most this many bytes (2,097,152 is accepted). */
export const PROFILE_IMAGE_MAX_INCLUSIVE = 2_097_152;

export const SCREENSHOT_TYPE_MESSAGE = 'Only PNG, JPG, and JPEG files are allowed.';
export const SCREENSHOT_SIZE_MESSAGE = 'Image should be less than 2MB.';
export const PROFILE_TYPE_MESSAGE = 'Please select a valid image file.';
export const PROFILE_SIZE_MESSAGE = 'File size must not exceed 2MB.';

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
  if (!buf || buf.length === 0) throw badRequest(SCREENSHOT_TYPE_MESSAGE);
  if (buf.length >= SCREENSHOT_MAX_EXCLUSIVE) throw badRequest(SCREENSHOT_SIZE_MESSAGE);
  const kind = sniffImage(buf);
  if (!kind) throw badRequest(SCREENSHOT_TYPE_MESSAGE);
  return kind;
}

export function checkProfileImage(buf: Buffer): ImageKind {
  if (buf.length > PROFILE_IMAGE_MAX_INCLUSIVE) throw badRequest(PROFILE_SIZE_MESSAGE);
  const kind = buf.length > 0 ? sniffImage(buf) : null;
  if (!kind) throw badRequest(PROFILE_TYPE_MESSAGE);
  return kind;
}

/** Writes under the upload folder with a generated name; returns the name. */
export async function store(dir: string, buf: Buffer, kind: ImageKind): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await writeFile(join(dir, name), buf, { flag: 'wx' });
  return name;
}

export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
export const uploadUrl = (name: string) => `/api/uploads/${name}`;

/** Decodes a data URL (data:image/png;base64,...). The bytes still decide the type. */
export function decodeDataUrl(value: string): Buffer | null {
  const m = /^data:([a-z/+.-]*)?(;[a-z0-9=.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/i.exec(value);
  if (!m) return null;
  return Buffer.from(m[3] ?? '', 'base64');
}
