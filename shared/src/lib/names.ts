import { t } from '@portal/shared/i18n';

/** What the api sends for a player without a name or username (the leaderboard). */
export const GUEST_NAME = 'Guest User';

/** Names longer than `max` characters are cut to `max` plus '..' (no space left before the dots). */
export function cutName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max).trimEnd()}..` : name;
}

/**
 * The name shown for a player: the profile's name or username, else 'Guest User' in the active
 * language (also when the api sent its own 'Guest User').
 */
export function displayName(
  profile: { name?: string | null; username?: string | null } | null | undefined,
): string {
  const name = profile?.name?.trim() || profile?.username?.trim();
  return name && name !== GUEST_NAME ? name : t('shared.name.guest');
}
