#!/usr/bin/env node
// The raster copies of the portal's art: each drawing below is rendered by Chromium at its own size
// (times the group's scale) and written beside it as `<name>.webp` (or `.png`). A browser decodes
// those off the page's main thread, while every SVG image costs it a small document of its own
// (style, layout and paint of the drawing: 10-200 ms each on a slow phone, the page's icon
// included), so the pages show the raster copy and keep the SVG as the fallback where they can
// (`<source type="image/webp">`). Run it after changing a drawing; the copies are committed.
//   node scripts/raster-art.mjs
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Chromium's driver comes with the benches' packages.
const { chromium } = createRequire(join(root, 'bench', 'package.json'))('playwright-core');
const { chromiumOptions } = await import('../tooling/chromium.ts');

/** Folders of drawings, which of their files, and how many pixels per drawing unit. */
const GROUPS = [
  // The neutral avatar, drawn at up to 80 px (the profile's picture field).
  { dir: 'shared/src/assets', match: /^avatar\.svg$/, scale: 2 },
  // The page's icon, inlined into the shell's page (a tab shows it at 16 CSS pixels); PNG, which
  // every browser takes as an icon.
  { dir: 'shell/src', match: /^favicon\.svg$/, scale: 0.5, type: 'png' },
  { dir: 'shared/src/assets/covers', match: /\.svg$/, scale: 1 },
  // The banner: the wide art up to 1200 px, the narrow one (screens up to 768 px) at 768 px, which a
  // phone's screen covers at about two device pixels to a CSS pixel; more pixels made the first
  // screen's largest picture arrive later on a slow network.
  { dir: 'shell/src/assets/promo', match: /\.svg$/, scale: 1 },
];
const QUALITY = 0.82;

const browser = await chromium.launch(chromiumOptions);
try {
  const page = await browser.newPage();
  for (const { dir, match, scale, type = 'webp' } of GROUPS) {
    for (const name of readdirSync(join(root, dir)).filter((file) => match.test(file))) {
      const svg = readFileSync(join(root, dir, name), 'utf8');
      const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
      if (!width || !height) throw new Error(`${dir}/${name}: no viewBox`);
      const encoded = await page.evaluate(
        async ({ svg, w, h, type, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = h;
          canvas.getContext('2d').drawImage(image, 0, 0, w, h);
          return canvas.toDataURL(`image/${type}`, quality).split(',')[1];
        },
        { svg, w: Math.round(width * scale), h: Math.round(height * scale), type, quality: QUALITY },
      );
      const out = join(root, dir, name.replace(/\.svg$/, `.${type}`));
      const bytes = Buffer.from(encoded, 'base64');
      writeFileSync(out, bytes);
      console.log(
        `${dir}/${name} -> ${Math.round(width * scale)}x${Math.round(height * scale)}, ${bytes.length} bytes`,
      );
    }
  }
} finally {
  await browser.close();
}
