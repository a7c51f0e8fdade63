import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startApp, type TestApp } from './helpers.ts';
import { hiddenField, openLanding, requestCode } from './landing-client.ts';

// The landing page in Urdu on a device without Urdu letters (docs/i18n.md, "The Urdu font"): it
// names the portal's web font, whose files are the shell build's own, served by this api. English
// pages name no font file at all.

const repo = join(__dirname, '..', '..');
const theme = readFileSync(join(repo, 'shared', 'src', 'ui', 'theme.css'), 'utf8');
const fontsource = createRequire(join(repo, 'shared', 'package.json'));

const facesIn = (css: string) => [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body ?? '');
const descriptor = (face: string, name: string) =>
  new RegExp(`(?:^|[;{\\s])${name}\\s*:\\s*([^;]+?)\\s*(?:;|$)`).exec(face)?.[1]?.trim() ?? '';
const tidy = (value: string) => value.replace(/\s+/g, '').replace(/"/g, "'");
const urlsIn = (src: string) => [...src.matchAll(/url\('?([^')]+)'?\)/g)].map(([, url]) => url ?? '');
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('the Urdu font on the landing page', () => {
  let t: TestApp;
  let assets: string;
  const landing = (cookie?: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/landing${query}`, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await startApp('sqlite');
    assets = join(t.dir, 'web', 'shell', 'dist', 'assets');
  });
  afterAll(async () => {
    await t.close();
  });

  it('still renders in Urdu without a built shell, just without the web font', async () => {
    const res = await landing('pz_lang=ur');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).not.toContain('@font-face');
  });

  describe('with the shell built', () => {
    let builtFaces: string[];
    beforeAll(() => {
      // What the shell's build writes: the theme's two faces, their files named as the build names
      // them (assets/[name].[contenthash][ext]), in dist/urdu-font.css.
      mkdirSync(assets, { recursive: true });
      const hashes: Record<string, string> = { '400': 'da76d1bf2d', '700': 'e4ac27df02' };
      builtFaces = facesIn(theme).map((body) => {
        const weight = descriptor(body, 'font-weight');
        const file = `noto-naskh-arabic-arabic-${weight}-normal`;
        copyFileSync(
          fontsource.resolve(`@fontsource/noto-naskh-arabic/files/${file}.woff2`),
          join(assets, `${file}.${hashes[weight]}.woff2`),
        );
        return body.replace(/url\('[^']+'\)/, `url(/assets/${file}.${hashes[weight]}.woff2)`);
      });
      writeFileSync(
        join(assets, '..', 'urdu-font.css'),
        builtFaces.map((body) => `@font-face {${body}}`).join('\n'),
      );
    });

    it("names the theme's faces as the build wrote them, on files this api serves as fonts with a year's cache", async () => {
      const res = await landing('pz_lang=ur');
      expect(res.statusCode).toBe(200);
      const faces = facesIn(styleOf(res.body));
      expect(faces).toEqual(builtFaces);
      expect(faces).toHaveLength(2);
      for (const face of faces) {
        const src = descriptor(face, 'src');
        expect(src.indexOf('local(')).toBe(0);
        expect(src.lastIndexOf('local(')).toBeLessThan(src.indexOf('url('));
        expect(src).toMatch(/format\('woff2'\)$/);
      }

      const urls = faces.flatMap((face) => urlsIn(descriptor(face, 'src')));
      expect(urls).toEqual([
        '/assets/noto-naskh-arabic-arabic-400-normal.da76d1bf2d.woff2',
        '/assets/noto-naskh-arabic-arabic-700-normal.e4ac27df02.woff2',
      ]);
      for (const url of urls) {
        const file = await t.app.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('font/woff2');
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(file.rawPayload.equals(readFileSync(join(assets, url.split('/').pop() ?? '')))).toBe(true);
      }
      // Same origin: the page's content policy lets it load them.
      expect(String(res.headers['content-security-policy'])).toMatch(/(?:^|;)\s*font-src 'self'[ ;]/);
      // Swapped in when it arrives, never announced ahead (a preload would download it on every
      // Urdu visit, on devices with their own Urdu font too).
      expect(res.body).not.toMatch(/rel="?preload/);
    });

    it("names the family last in the Urdu stack, before the generic family, as the portal's does", async () => {
      const style = styleOf((await landing('pz_lang=ur')).body);
      const urdu = /\[lang=ur\] button\{font-family:([^}]+)\}/.exec(style)?.[1] ?? '';
      expect(tidy(urdu)).toBe(tidy(descriptor(theme, '--pz-font-ur')));
    });

    it('carries the faces on every Urdu page: the switch link and the code form', async () => {
      const switched = await landing(undefined, '?lang=ur');
      expect(facesIn(styleOf(switched.body))).toHaveLength(2);
      const form = await openLanding(t.app);
      const sent = await requestCode(t.app, form, '03951230001', '&language=ur');
      expect(sent.statusCode).toBe(200);
      expect(hiddenField(sent.body, 'challenge')).not.toBe('');
      expect(facesIn(styleOf(sent.body))).toHaveLength(2);
    });

    it('names no font file on an English page', async () => {
      for (const res of [
        await landing(),
        await landing('pz_lang=ur', '?lang=en'),
        await landing('pz_lang=en'),
      ]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<html lang="en">');
        expect(res.body).not.toContain('@font-face');
        expect(res.body).not.toContain('.woff2');
      }
    });
  });
});
