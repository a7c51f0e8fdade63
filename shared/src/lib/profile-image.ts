import avatar from '../assets/avatar.svg';

export const PROFILE_IMAGE_FALLBACK: string = avatar;

/** The profile image, or the neutral avatar when there is none. */
export function profileImageOrFallback(url: string | null | undefined): string {
  return url && url.trim() ? url : PROFILE_IMAGE_FALLBACK;
}
