// The Urdu web font's @font-face rules are written once, in the theme (shared/src/ui/theme.css).
// The shell's build takes them from its own built stylesheet, where the file URLs are the emitted
// files, and carries them to the two pages that stand without that stylesheet: the offline page
// (written in) and the api's demo landing page (dist/urdu-font.css, read by the api). docs/i18n.md,
// "The Urdu font".
//
// Plain string work, no run-time imports: the build runs this file in Node (webpack.config.mjs).

/** The file the build writes the faces to, in the shell's dist folder. */
export const URDU_FONT_CSS = 'urdu-font.css';

/** Where the offline page's style takes the faces. */
export const URDU_FONT_FACES_SLOT = '/* urdu-font-faces */';

/** The Urdu font's @font-face rules in a stylesheet, in order. */
export function urduFontFaces(css: string): string[] {
  return [...css.matchAll(/@font-face\s*{[^}]*}/g)]
    .map(([rule]) => rule)
    .filter((rule) => /font-family:\s*(['"])Noto Naskh Arabic\1\s*;/.test(rule));
}

/** The offline page with the faces in its slot; null when the page has no slot. */
export function withUrduFontFaces(page: string, faces: string[]): string | null {
  if (!page.includes(URDU_FONT_FACES_SLOT)) return null;
  return page.replace(URDU_FONT_FACES_SLOT, () => faces.join('\n'));
}
