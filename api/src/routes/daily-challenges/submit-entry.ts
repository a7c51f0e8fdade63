import type { EntryResponse } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connect.ts';
import { MESSAGES, conflict, said, type Message } from '../../lib/errors.ts';
import { stage, type ImageKind } from '../../lib/uploads.ts';

export const DAILY_ALREADY = MESSAGES.DAILY_ALREADY.message;
export const CHALLENGE_ALREADY = MESSAGES.CHALLENGE_ALREADY.message;

/** The upload rate limit of the screenshot routes (daily task and game challenge). */
export const uploadLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.rateLimits.upload, timeWindow: '1 minute' },
});

/**
 * Stages a checked screenshot, then writes its entry with `insert`; the file gets its served name
 * after the row committed. If the write fails the file is removed again (nothing half-saved), and
 * an entry that lost a race to an identical one gets `already`, the same answer as a second
 * submission.
 */
export async function submitEntry(
  app: FastifyInstance,
  screenshot: Buffer,
  kind: ImageKind,
  already: Message,
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
  return { success: true, ...said(MESSAGES.OK_IMAGE_SUBMITTED) };
}
