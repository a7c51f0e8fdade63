import { ApiError, serverMessage } from '@portal/shared/api';
import { apiMessage, t } from '@portal/shared/i18n';
// Registers this package's catalogs: `t` below reads them outside components too.
import '../../../i18n';
import type { Message } from '../../../i18n';

export const PROFILE_UPDATED = 'rewards.editProfile.updated' satisfies Message;
export const PROFILE_UPDATE_ERROR = 'rewards.editProfile.updateError' satisfies Message;

/** The server's refusal in the active language: its message code's text, else the text it sent. */
export function refusalText(code: unknown, message: string): string {
  return apiMessage(code, message, message);
}

/** 'Failed to update profile: {message}' when the server refused with a message, else the fallback. */
export function profileUpdateFailure(error: unknown): string {
  const message = serverMessage(error);
  if (!message) return t(PROFILE_UPDATE_ERROR);
  const body = error instanceof ApiError ? (error.body as { code?: unknown } | undefined) : undefined;
  return t('rewards.editProfile.updateFailed', { message: refusalText(body?.code, message) });
}

/** Shown when the profile itself cannot be read (the spec names no message for it). */
export const PROFILE_LOAD_FAILED = 'rewards.profile.loadFailed' satisfies Message;
