import { serverMessage } from '@portal/shared/api';

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_ERROR = 'An error occurred while updating the profile.';

/** 'Failed to update profile: {message}' when the server refused with a message, else the fallback. */
export function profileUpdateFailure(error: unknown): string {
  const message = serverMessage(error);
  return message ? `Failed to update profile: ${message}` : PROFILE_UPDATE_ERROR;
}

/** Shown when the profile itself cannot be read (the spec names no message for it). */
export const PROFILE_LOAD_FAILED = 'Failed to load profile';
