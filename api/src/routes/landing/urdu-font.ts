import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The Urdu web font on the landing page, for devices without Urdu letters (docs/i18n.md, "The Urdu
// font"): the portal theme's own @font-face rules, which the shell's build writes to
// dist/urdu-font.css with the URLs of the files it emitted (this server serves them from the
// shell's assets folder with a year's cache). Without a built shell (api tests, an api deployed
// alone) the page goes without the font.

/** Read again only when the file changes on disk: the shell is redeployed live. */
const cache = new Map<string, { mtimeMs: number; css: string }>();

/** The @font-face rules of the Urdu font for a page's style, or '' when the shell is not built. */
export function urduFontFaces(shellDist: string): string {
  const file = join(shellDist, 'urdu-font.css');
  try {
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.css;
    const css = readFileSync(file, 'utf8').trim();
    cache.set(file, { mtimeMs, css });
    return css;
  } catch {
    return '';
  }
}
