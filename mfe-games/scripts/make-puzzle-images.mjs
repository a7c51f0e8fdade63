#!/usr/bin/env node
// Draws Puzzle Mania's 30 images (the project's own art) as SVG into
// src/features/puzzle-mania/images/, plus the index module that imports them.
// Every image is asymmetric at every scale: a strong diagonal gradient (so even a plain tile
// looks different when turned), a sun in one corner, hills along the bottom, a motif placed off
// centre and the image's number in a corner. Deterministic: re-running gives the same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'features', 'puzzle-mania', 'images');
const COUNT = 30;
const SIZE = 300;

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h, s, l) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

const motifs = {
  flag: (x, y, c) =>
    `<rect x="${x}" y="${y}" width="8" height="110" fill="#1f2937"/>` +
    `<path d="M${x + 8} ${y} h70 l-18 22 l18 22 h-70 z" fill="${c}"/>`,
  tree: (x, y, c) =>
    `<rect x="${x + 26}" y="${y + 70}" width="14" height="40" fill="#78350f"/>` +
    `<path d="M${x} ${y + 78} L${x + 33} ${y} L${x + 70} ${y + 78} z" fill="${c}"/>` +
    `<circle cx="${x + 50}" cy="${y + 40}" r="7" fill="#fde047"/>`,
  house: (x, y, c) =>
    `<rect x="${x}" y="${y + 40}" width="80" height="60" fill="${c}"/>` +
    `<path d="M${x - 8} ${y + 42} L${x + 30} ${y} L${x + 88} ${y + 42} z" fill="#7f1d1d"/>` +
    `<rect x="${x + 52}" y="${y + 62}" width="18" height="38" fill="#1f2937"/>` +
    `<rect x="${x + 12}" y="${y + 56}" width="20" height="16" fill="#e0f2fe"/>`,
  rocket: (x, y, c) =>
    `<path d="M${x + 30} ${y} C${x + 60} ${y + 30} ${x + 58} ${y + 70} ${x + 48} ${y + 96} h-36 C${x + 2} ${y + 70} ${x} ${y + 30} ${x + 30} ${y} z" fill="${c}"/>` +
    `<circle cx="${x + 30}" cy="${y + 40}" r="10" fill="#e0f2fe"/>` +
    `<path d="M${x + 12} ${y + 96} l-16 18 h22 z M${x + 48} ${y + 96} l10 8 v10 h-14 z" fill="#f97316"/>`,
  boat: (x, y, c) =>
    `<path d="M${x} ${y + 70} h100 l-20 26 h-64 z" fill="${c}"/>` +
    `<rect x="${x + 44}" y="${y}" width="5" height="70" fill="#1f2937"/>` +
    `<path d="M${x + 49} ${y + 4} L${x + 92} ${y + 62} H${x + 49} z" fill="#f8fafc"/>`,
  arrow: (x, y, c) => `<path d="M${x} ${y + 40} h60 v-22 l44 40 l-44 40 v-22 h-60 z" fill="${c}"/>`,
  key: (x, y, c) =>
    `<circle cx="${x + 22}" cy="${y + 22}" r="20" fill="none" stroke="${c}" stroke-width="10"/>` +
    `<path d="M${x + 40} ${y + 32} l60 50 l-10 10 l-10 -8 l-8 10 l-10 -8 l8 -10 l-38 -32 z" fill="${c}"/>`,
  fish: (x, y, c) =>
    `<path d="M${x} ${y + 30} C${x + 30} ${y - 6} ${x + 80} ${y - 6} ${x + 100} ${y + 30} C${x + 80} ${y + 66} ${x + 30} ${y + 66} ${x} ${y + 30} z" fill="${c}"/>` +
    `<path d="M${x + 96} ${y + 30} l26 -22 v44 z" fill="${c}"/>` +
    `<circle cx="${x + 24}" cy="${y + 24}" r="6" fill="#0f172a"/>`,
};
const motifNames = Object.keys(motifs);

function image(index) {
  const r = rng(0x9e3779b9 ^ (index * 7919));
  const h1 = (index * 37) % 360;
  const h2 = h1 + 70 + r() * 80;
  const sunX = 40 + r() * 50;
  const sunY = 40 + r() * 40;
  const hills = [];
  for (let x = 0; x <= SIZE; x += 30) hills.push(`L${x} ${Math.round(215 + r() * 45 - x * 0.08)}`);
  const name = motifNames[index % motifNames.length];
  const mx = 150 + r() * 40;
  const my = 95 + r() * 40;
  const stripes = [];
  for (let i = 0; i < 5; i += 1) {
    const y = 18 + i * 14;
    stripes.push(
      `<path d="M${186 + i * 6} ${y} h${90 - i * 12}" stroke="${hsl(h2 + 180, 80, 88)}" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<title>Puzzle image ${index + 1}: ${name}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${hsl(h1, 75, 70)}"/><stop offset="1" stop-color="${hsl(h2, 70, 28)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>`,
    `<circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="30" fill="#fde68a"/>`,
    `<circle cx="${(sunX + 12).toFixed(1)}" cy="${(sunY - 8).toFixed(1)}" r="9" fill="#fff7d6"/>`,
    ...stripes,
    `<path d="M0 ${SIZE} ${hills.join(' ')} L${SIZE} ${SIZE} z" fill="${hsl(h1 + 140, 55, 32)}"/>`,
    motifs[name](Math.round(mx), Math.round(my), hsl(h2 + 120, 80, 55)),
    `<text x="${SIZE - 14}" y="${SIZE - 14}" text-anchor="end" font-family="sans-serif" font-weight="700" font-size="34" fill="#f8fafc">${index + 1}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

mkdirSync(out, { recursive: true });
const names = [];
for (let i = 0; i < COUNT; i += 1) {
  const file = `puzzle-${String(i + 1).padStart(2, '0')}.svg`;
  names.push(file);
  writeFileSync(join(out, file), image(i));
}
const imports = names.map((f, i) => `import image${i + 1} from './${f}';`).join('\n');
writeFileSync(
  join(out, 'index.ts'),
  `// Generated by scripts/make-puzzle-images.mjs: Puzzle Mania's ${COUNT} images, in imageIndex order.\n${imports}\n\nexport const PUZZLE_IMAGES: readonly string[] = [\n${names.map((_, i) => `  image${i + 1},`).join('\n')}\n];\n`,
);
console.info(`Wrote ${COUNT} puzzle images to ${out}`);
