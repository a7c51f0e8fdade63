export const GUEST_NAME = 'Guest User';

/** Names longer than `max` characters are cut to `max` plus '..' (no space left before the dots). */
export function cutName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max).trimEnd()}..` : name;
}

/** The name the shell shows: the profile's name or username, else 'Guest User'. */
export function displayName(
  profile: { name?: string | null; username?: string | null } | null | undefined,
): string {
  const name = profile?.name?.trim() || profile?.username?.trim();
  return name || GUEST_NAME;
}
