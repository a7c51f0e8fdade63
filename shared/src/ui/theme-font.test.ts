import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The Urdu web font (docs/i18n.md, "The Urdu font"): downloaded only for Urdu letters, never for an
// English page, and never when the device has the font itself.
const theme = readFileSync(join(__dirname, 'theme.css'), 'utf8');
const FAMILY = 'Noto Naskh Arabic';

const faces = [...theme.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body ?? '');
const descriptor = (face: string, name: string) =>
  new RegExp(`(?:^|[;{\\s])${name}\\s*:\\s*([^;]+);`).exec(face)?.[1]?.trim() ?? '';
const variable = (name: string) => descriptor(theme, name);

/** The code points a unicode-range descriptor covers, as [first, last] pairs. */
function ranges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first ?? '', 16), parseInt(last ?? '', 16)];
  });
}
const covers = (value: string, char: string) => {
  const code = char.codePointAt(0) ?? -1;
  return ranges(value).some(([first, last]) => code >= first && code <= last);
};

describe('the Urdu web font in the theme', () => {
  const naskh = faces.filter((face) => descriptor(face, 'font-family').replace(/['"]/g, '') === FAMILY);

  it('has one face per weight the UI uses (400 and 700), and no other', () => {
    expect(faces).toHaveLength(naskh.length);
    expect(naskh.map((face) => descriptor(face, 'font-weight')).sort()).toEqual(['400', '700']);
  });

  it.each(naskh.map((face) => [descriptor(face, 'font-weight'), face]))(
    'weight %s swaps in, covers Urdu letters only and uses a local copy first',
    (_weight, face) => {
      expect(descriptor(face, 'font-display')).toBe('swap');
      const range = descriptor(face, 'unicode-range');
      for (const letter of ['ہ', 'ے', 'ٹ', 'ڈ', 'ڑ', 'ں', 'ھ', 'ی', '۔', '،'])
        expect(covers(range, letter)).toBe(true);
      // No Latin letter, digit, space or punctuation: an English page never needs the file.
      for (let code = 0x20; code <= 0x7e; code += 1)
        expect(covers(range, String.fromCharCode(code))).toBe(false);
      const src = descriptor(face, 'src');
      expect(src.indexOf('local(')).toBe(0);
      const urls = [...src.matchAll(/url\(\s*'?([^')]+)'?\s*\)\s*format\('([^']+)'\)/g)];
      expect(urls).toHaveLength(1);
      const [, url, format] = urls[0] ?? [];
      expect(format).toBe('woff2');
      expect(src.lastIndexOf('local(')).toBeLessThan(src.indexOf('url('));
      // The file the build emits (the Arabic-script subset of the pinned package).
      expect(url).toMatch(
        /^@fontsource\/noto-naskh-arabic\/files\/noto-naskh-arabic-arabic-\d00-normal\.woff2$/,
      );
      expect(() => require.resolve(url ?? '')).not.toThrow();
    },
  );

  it('is named in the Urdu font stack only, before the generic family', () => {
    expect(variable('--pz-font')).not.toContain(FAMILY);
    const urdu = variable('--pz-font-ur').replace(/\s+/g, ' ');
    expect(urdu).toContain(`'${FAMILY}', sans-serif`);
  });
});
