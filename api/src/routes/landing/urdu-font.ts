import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The Urdu web font on the landing page, for devices without Urdu letters (docs/i18n.md, "The Urdu
// font"): the same faces as the portal's theme (shared/src/ui/theme.css), pointing at the files the
// shell's build emitted, which this server serves from the shell's assets folder with a year's
// cache. Without a built shell (api tests, an api deployed alone) the page goes without the font.

/** The file names the build gives the theme's two faces (`assets/[name].[contenthash][ext]`). */
const FONT_FILE = /^noto-naskh-arabic-arabic-(400|700)-normal\.[0-9a-f]+\.woff2$/;

/** The device's own copy first (Android ships the font): full name, then PostScript name. */
const LOCAL_NAMES: Record<string, string[]> = {
  '400': ['Noto Naskh Arabic', 'NotoNaskhArabic-Regular'],
  '700': ['Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold'],
};

const face = (weight: string, href: string) =>
  `@font-face{font-family:'Noto Naskh Arabic';font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:${(LOCAL_NAMES[weight] ?? []).map((name) => `local('${name}'),`).join('')}url('${href}') format('woff2');` +
  `unicode-range:U+0600-06FF,U+200C-200D,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC}`;

/** Read again only when the folder changes on disk: the shell is redeployed live. */
const cache = new Map<string, { mtimeMs: number; css: string }>();

/** The @font-face rules of the Urdu font for a page's style, or '' when the shell is not built. */
export function urduFontFaces(shellDist: string): string {
  const assets = join(shellDist, 'assets');
  try {
    const { mtimeMs } = statSync(assets);
    const hit = cache.get(assets);
    if (hit && hit.mtimeMs === mtimeMs) return hit.css;
    const css = readdirSync(assets)
      .sort()
      .flatMap((name) => {
        const weight = FONT_FILE.exec(name)?.[1];
        return weight ? [face(weight, `/assets/${name}`)] : [];
      })
      .join('\n');
    cache.set(assets, { mtimeMs, css });
    return css;
  } catch {
    return '';
  }
}
