// Draws the installed app's PNG icons (192, 512 and a maskable 512) from shell/src/pwa/icons/icon.svg in
// Chromium, so the icons and the favicon share one drawing. Run from the repo root:
//   node shell/scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pwa = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'pwa');
const require = createRequire(join(pwa, '..', '..', '..', 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const svg = readFileSync(join(pwa, 'icons', 'icon.svg'), 'utf8');

// The maskable icon keeps the mark inside the central 80 % safe zone; the plain ones fill more.
const icons = [
  { file: 'icon-192.png', size: 192, mark: 1.15 },
  { file: 'icon-512.png', size: 512, mark: 1.15 },
  { file: 'icon-maskable-512.png', size: 512, mark: 0.9 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, mark } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const scaled = svg.replace('scale(.72)', `scale(${(0.72 * mark).toFixed(3)})`);
    await page.setContent(
      `<body style="margin:0"><div style="width:${size}px;height:${size}px">${scaled.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div></body>`,
    );
    await page.screenshot({
      path: join(pwa, 'icons', file),
      clip: { x: 0, y: 0, width: size, height: size },
    });
  }
} finally {
  await browser.close();
}
