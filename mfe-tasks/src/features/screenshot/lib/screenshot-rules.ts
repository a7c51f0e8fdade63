import { ApiError, serverMessage } from '@portal/shared/api';
import { limits } from '@portal/shared/config';
import type { Message } from '../../../i18n';

// docs/product/streak-and-tasks.md: the rules and messages of a task screenshot, daily task and game challenge alike.
export const SCREENSHOT_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg'];
export const SCREENSHOT_TYPE_MESSAGE = 'Only PNG, JPG, and JPEG files are allowed.';
export const SCREENSHOT_SIZE_MESSAGE = 'Image should be less than 2MB.';
export const SCREENSHOT_UNREADABLE_MESSAGE =
  'This image could not be opened. Please choose another screenshot.';
export const SUBMIT_SUCCESS_MESSAGE = 'Image submitted successfully!';
export const SUBMIT_ERROR_MESSAGE = 'An error occurred. Please try again.';
export const DAILY_SUBMIT_FAILED = 'Failed to submit image. Please try again.';
export const CHALLENGE_SUBMIT_FAILED = 'Failed to submit entry. Please try again.';

/** Each message above as its catalog id, so a screen shows it in the active language. */
const MESSAGE_IDS: Record<string, Message> = {
  [SCREENSHOT_TYPE_MESSAGE]: 'tasks.screenshot.type',
  [SCREENSHOT_SIZE_MESSAGE]: 'tasks.screenshot.size',
  [SCREENSHOT_UNREADABLE_MESSAGE]: 'tasks.screenshot.unreadable',
  [SUBMIT_SUCCESS_MESSAGE]: 'tasks.screenshot.success',
  [SUBMIT_ERROR_MESSAGE]: 'tasks.screenshot.error',
  [DAILY_SUBMIT_FAILED]: 'tasks.screenshot.dailyFailed',
  [CHALLENGE_SUBMIT_FAILED]: 'tasks.screenshot.challengeFailed',
};

/** The catalog id of one of this screen's own messages; undefined for a server's text. */
export const screenshotMessageId = (message: string): Message | undefined =>
  Object.prototype.hasOwnProperty.call(MESSAGE_IDS, message) ? MESSAGE_IDS[message] : undefined;

/** The message that refuses a file, or null when it may be submitted. */
export function screenshotProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!SCREENSHOT_TYPES.includes(file.type)) return SCREENSHOT_TYPE_MESSAGE;
  if (file.size >= limits.screenshotBytesExclusive) return SCREENSHOT_SIZE_MESSAGE;
  return null;
}

/**
 * The message that refuses a file whose type and size pass but whose picture the browser cannot
 * decode (a damaged or renamed file), or null when it decodes. Where the browser cannot decode
 * images off the page (no `createImageBitmap`), the server's own check of the bytes stands.
 */
export async function unreadableProblem(file: Blob): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    (await createImageBitmap(file)).close();
    return null;
  } catch {
    return SCREENSHOT_UNREADABLE_MESSAGE;
  }
}

/**
 * A refused submission: the server's own message when it sent one, the call's failure message when
 * it answered without one, and the generic message when no answer came at all.
 */
export function submissionErrorMessage(error: unknown, failedMessage: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiError && error.status) return failedMessage;
  return SUBMIT_ERROR_MESSAGE;
}

/** The file as a data URL (the game-challenge entry sends the image that way). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
