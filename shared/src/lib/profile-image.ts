// The neutral avatar's WebP copy (scripts/raster-art.mjs): every page's header shows it, and as an
// SVG each page built a document of its own for it on the main thread. WebP has no fallback here:
// every browser the portal supports decodes it, and a plain <img> in six places has no <picture>.
import avatar from '../assets/avatar.webp';

export const PROFILE_IMAGE_FALLBACK: string = avatar;

/** The profile image, or the neutral avatar when there is none. */
export function profileImageOrFallback(url: string | null | undefined): string {
  return url && url.trim() ? url : PROFILE_IMAGE_FALLBACK;
}
