// Draws the game cover art (SVG) for the 17 game names of docs/product/games.md, plus the narrower
// 500-767 px variants of the three in-house games. Run: node shared/scripts/make-covers.mjs
// The art carries no words: the card names the game beside it (in the subscriber's language), and
// words drawn into a picture are not translated, so a cover shows only its colours and shape.
// Then `node scripts/raster-art.mjs` writes the WebP copies the pages show.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'covers');
mkdirSync(out, { recursive: true });

const games = [
  ['clash royale', '#1d4ed8', '#f59e0b', 'crown'],
  ['call of duty', '#111827', '#65a30d', 'cross'],
  ['pubg mobile', '#78350f', '#facc15', 'helmet'],
  ['minecraft', '#166534', '#84cc16', 'blocks'],
  ['freefire', '#7c2d12', '#f97316', 'flame'],
  ['fortnite', '#4c1d95', '#38bdf8', 'bolt'],
  ['apex legends', '#7f1d1d', '#ef4444', 'chevron'],
  ['roblox', '#1f2937', '#e5e7eb', 'blocks'],
  ['among us', '#0f172a', '#ef4444', 'bean'],
  ['fifa mobile', '#064e3b', '#22c55e', 'ball'],
  ['valorant', '#3f0d12', '#fb7185', 'chevron'],
  ['subway surfers', '#0c4a6e', '#fde047', 'bolt'],
  ['clash of clans', '#713f12', '#fbbf24', 'crown'],
  ['8 ball pool', '#14532d', '#f8fafc', 'ball'],
  ['aim train', '#0f172a', '#22d3ee', 'target'],
  ['cannon clash', '#312e81', '#f472b6', 'tower'],
  ['puzzle mania', '#581c87', '#facc15', 'tiles'],
];

const shapes = {
  crown: (c) => `<path d="M250 60l40 50 40-60 40 60 40-50-20 110H270z" fill="${c}" opacity=".9"/>`,
  cross: (c) => `<path d="M330 40h40v60h60v40h-60v60h-40v-60h-60v-40h60z" fill="${c}" opacity=".85"/>`,
  helmet: (c) =>
    `<path d="M270 150a80 80 0 0 1 160 0v20H270z" fill="${c}"/><rect x="300" y="130" width="100" height="18" rx="6" fill="#0008"/>`,
  blocks: (c) =>
    `<g fill="${c}"><rect x="280" y="50" width="50" height="50"/><rect x="340" y="50" width="50" height="50" opacity=".7"/><rect x="310" y="110" width="50" height="50" opacity=".85"/></g>`,
  flame: (c) => `<path d="M350 40c40 50 60 80 30 130-10 20-60 20-70 0-20-40 10-60 40-130z" fill="${c}"/>`,
  bolt: (c) => `<path d="M360 30l-70 100h50l-20 70 80-110h-50z" fill="${c}"/>`,
  chevron: (c) =>
    `<path d="M280 60l70 50 70-50v40l-70 50-70-50z" fill="${c}"/><path d="M280 120l70 50 70-50v30l-70 50-70-50z" fill="${c}" opacity=".6"/>`,
  bean: (c) =>
    `<rect x="300" y="50" width="90" height="130" rx="45" fill="${c}"/><rect x="330" y="75" width="70" height="36" rx="18" fill="#bae6fd"/>`,
  ball: (c) =>
    `<circle cx="350" cy="110" r="70" fill="${c}"/><circle cx="350" cy="110" r="28" fill="#0006"/>`,
  target: (c) =>
    `<circle cx="350" cy="110" r="80" fill="none" stroke="${c}" stroke-width="14"/><circle cx="350" cy="110" r="45" fill="none" stroke="${c}" stroke-width="12"/><circle cx="350" cy="110" r="14" fill="${c}"/>`,
  tower: (c) =>
    `<rect x="250" y="90" width="40" height="90" fill="${c}" opacity=".7"/><rect x="330" y="50" width="44" height="130" fill="${c}"/><rect x="410" y="90" width="40" height="90" fill="${c}" opacity=".7"/><circle cx="352" cy="40" r="12" fill="${c}"/>`,
  tiles: (c) =>
    `<g fill="${c}"><rect x="280" y="40" width="60" height="60" rx="6"/><rect x="350" y="40" width="60" height="60" rx="6" opacity=".6" transform="rotate(90 380 70)"/><rect x="280" y="110" width="60" height="60" rx="6" opacity=".8"/><rect x="350" y="110" width="60" height="60" rx="6"/></g>`,
};

export const slug = (name) => name.replace(/[^a-z0-9]+/g, '-');

// The shapes are drawn around (350, 110) of a 700-wide frame; each cover centres them.
function cover([, bg, accent, shape], { width, height }) {
  const scale = width < 600 ? 0.8 : 1;
  const x = (width - 700 * scale) / 2;
  const y = height / 2 - 110 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#020617"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<g transform="translate(${x} ${y}) scale(${scale})">${shapes[shape](accent)}</g>
</svg>
`;
}

for (const game of games) {
  writeFileSync(join(out, `${slug(game[0])}.svg`), cover(game, { width: 700, height: 260 }));
  if (['aim train', 'cannon clash', 'puzzle mania'].includes(game[0])) {
    writeFileSync(join(out, `${slug(game[0])}-mid.svg`), cover(game, { width: 560, height: 320 }));
  }
}
console.log(`wrote ${games.length} covers to ${out}`);
