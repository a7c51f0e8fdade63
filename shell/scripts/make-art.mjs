// Draws the shell's promo slides (wide and narrow, docs/product/access-and-start-up.md) and the Learn & Win banners.
// Run: node shell/scripts/make-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets');

function art({ width, height, from, to, accent, title, subtitle, motif }) {
  const s = Math.min(width / 1200, height / 400) * 1.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx=".8" cy=".3" r=".6"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>
<g transform="translate(${width * 0.72} ${height * 0.5}) scale(${s})" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round">${motif}</g>
<text x="${width * 0.06}" y="${height * 0.42}" fill="#fff" font-family="system-ui,sans-serif" font-weight="800" font-size="${Math.round(56 * s)}">${title}</text>
<text x="${width * 0.06}" y="${height * 0.42 + 52 * s}" fill="#dbeafe" font-family="system-ui,sans-serif" font-size="${Math.round(26 * s)}">${subtitle}</text>
</svg>
`;
}

const trophy =
  '<path d="M-60 -90h120v40a60 60 0 0 1-120 0z"/><path d="M-60 -70h-35a35 35 0 0 0 35 45M60 -70h35a35 35 0 0 1-35 45"/><path d="M0 10v50M-40 80h80"/>';
const pad =
  '<rect x="-110" y="-55" width="220" height="110" rx="55"/><path d="M-60 -20v40M-80 0h40"/><circle cx="50" cy="-12" r="9"/><circle cx="72" cy="12" r="9"/>';
const gift =
  '<rect x="-80" y="-30" width="160" height="110" rx="8"/><path d="M-95 -30h190v-40h-190zM0 -70v150"/><path d="M0 -70c-30-50-80-20-40 0M0 -70c30-50 80-20 40 0"/>';
const book =
  '<path d="M-100 -70h90a20 20 0 0 1 10 8 20 20 0 0 1 10-8h90v140h-90a20 20 0 0 0-10 8 20 20 0 0 0-10-8h-90z"/><path d="M0 -62v140"/>';
const bulb =
  '<path d="M-45 20a65 65 0 1 1 90 0c-12 12-15 22-15 35h-60c0-13-3-23-15-35z"/><path d="M-25 80h50M-18 100h36"/>';
const star = '<path d="M0 -95l26 60 65 6-49 43 15 64-57-34-57 34 15-64-49-43 65-6z"/>';

// Slide titles are page text over the art, so the images carry none.
const slides = [
  [
    'tournaments',
    '#1e1b4b',
    '#0f172a',
    '#a78bfa',
    'Browse Weekly Tournaments',
    'Compete, climb the bracket, win prizes',
    trophy,
  ],
  [
    'gaming-tasks',
    '#083344',
    '#0f172a',
    '#22d3ee',
    'Browse Gaming Tasks',
    'Daily challenges that pay in credits',
    pad,
  ],
  [
    'rewards',
    '#3f1d0b',
    '#0f172a',
    '#fbbf24',
    'Earn Big with Rewards',
    'Redeem credits for gear and game currency',
    gift,
  ],
];
mkdirSync(join(assets, 'promo'), { recursive: true });
for (const [name, from, to, accent, , , motif] of slides) {
  writeFileSync(
    join(assets, 'promo', `${name}-wide.svg`),
    art({ width: 1200, height: 400, from, to, accent, title: '', subtitle: '', motif }),
  );
  writeFileSync(
    join(assets, 'promo', `${name}-narrow.svg`),
    art({ width: 768, height: 480, from, to, accent, title: '', subtitle: '', motif }),
  );
}

// The Learn & Win banners' words are page text over the art (in the subscriber's language), as the
// slides' are, so the images carry none.
const banners = [
  ['esports-basics', '#052e16', '#0f172a', '#4ade80', book],
  ['pro-tips', '#172554', '#0f172a', '#60a5fa', bulb],
  ['quiz-and-win', '#4a044e', '#0f172a', '#f0abfc', star],
];
mkdirSync(join(assets, 'learn-win'), { recursive: true });
for (const [name, from, to, accent, motif] of banners) {
  writeFileSync(
    join(assets, 'learn-win', `${name}.svg`),
    art({ width: 1200, height: 400, from, to, accent, title: '', subtitle: '', motif }),
  );
}
console.log('art written');
