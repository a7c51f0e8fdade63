// Draws the reward art (SVG) for reward ids 1 to 15, matching the demo rewards of api/src/demo/rewards.ts.
// The art carries no words (an amount on a coin at most): the card beside it names the reward in the
// subscriber's language, and the picture is decorative (hidden from assistive technology).
// The pictures are drawn inline in the page (their markup, not an image), so every id in them is
// named after its reward: one page holds several, and an id must point at its own picture's gradient.
// Run: node mfe-rewards/scripts/make-reward-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'rewards');
mkdirSync(out, { recursive: true });

const W = 320;
const H = 200;

const coin = (c, label) =>
  `<circle cx="160" cy="92" r="56" fill="${c}"/><circle cx="160" cy="92" r="44" fill="none" stroke="#0005" stroke-width="6"/>` +
  `<text x="160" y="104" font-family="system-ui,sans-serif" font-size="34" font-weight="800" text-anchor="middle" fill="#1f1300">${label}</text>`;
const coins = (c, label, n) =>
  Array.from(
    { length: n },
    (_, i) => `<g transform="translate(${(i - (n - 1) / 2) * 34} ${i % 2 ? 8 : 0})">${coin(c, '')}</g>`,
  ).join('') +
  `<text x="160" y="104" font-family="system-ui,sans-serif" font-size="34" font-weight="800" text-anchor="middle" fill="#1f1300">${label}</text>`;
const diamond = (c, n) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<g transform="translate(${(i - (n - 1) / 2) * 70} 0)"><path d="M130 60h60l24 30-54 64-54-64z" fill="${c}"/><path d="M130 60l30 30 30-30M106 90h108M160 90v64" stroke="#fff8" stroke-width="3" fill="none"/></g>`,
  ).join('');
const shapes = {
  mouse: (c) =>
    `<rect x="122" y="34" width="76" height="118" rx="38" fill="${c}"/><path d="M160 34v46M122 80h76" stroke="#0007" stroke-width="4"/><rect x="155" y="50" width="10" height="20" rx="5" fill="#0009"/>`,
  headset: (c) =>
    `<path d="M98 120v-24a62 62 0 0 1 124 0v24" fill="none" stroke="${c}" stroke-width="14"/><rect x="84" y="106" width="34" height="52" rx="12" fill="${c}"/><rect x="202" y="106" width="34" height="52" rx="12" fill="${c}"/>`,
  keyboard: (c) =>
    `<rect x="52" y="62" width="216" height="86" rx="10" fill="${c}"/>` +
    Array.from({ length: 3 }, (_, r) =>
      Array.from(
        { length: 9 },
        (_, k) => `<rect x="${64 + k * 22}" y="${72 + r * 22}" width="16" height="16" rx="3" fill="#0006"/>`,
      ).join(''),
    ).join(''),
  triggers: (c) =>
    `<rect x="70" y="60" width="180" height="88" rx="16" fill="#1e293b" stroke="${c}" stroke-width="4"/><rect x="78" y="44" width="40" height="30" rx="6" fill="${c}"/><rect x="202" y="44" width="40" height="30" rx="6" fill="${c}"/>`,
  controller: (c) =>
    `<path d="M92 80h136c26 0 40 70 22 82-14 9-30-6-42-22h-96c-12 16-28 31-42 22-18-12-4-82 22-82z" fill="${c}"/><path d="M114 104h24M126 92v24" stroke="#0009" stroke-width="7"/><circle cx="200" cy="98" r="7" fill="#0009"/><circle cx="216" cy="112" r="7" fill="#0009"/>`,
  pad: (c) =>
    `<rect x="58" y="56" width="204" height="104" rx="14" fill="${c}"/><rect x="150" y="74" width="40" height="62" rx="20" fill="#0b1020"/>`,
  fan: (c) =>
    `<circle cx="160" cy="100" r="60" fill="none" stroke="${c}" stroke-width="8"/>` +
    [0, 90, 180, 270]
      .map((a) => `<ellipse cx="160" cy="72" rx="14" ry="26" fill="${c}" transform="rotate(${a} 160 100)"/>`)
      .join('') +
    `<circle cx="160" cy="100" r="10" fill="#0b1020"/>`,
  powerbank: (c) =>
    `<rect x="112" y="40" width="96" height="128" rx="14" fill="${c}"/><path d="M168 64l-26 40h20l-8 36 28-44h-20z" fill="#0b1020"/>`,
  earbuds: (c) =>
    `<circle cx="124" cy="84" r="26" fill="${c}"/><rect x="116" y="96" width="14" height="62" rx="7" fill="${c}"/><circle cx="196" cy="84" r="26" fill="${c}"/><rect x="190" y="96" width="14" height="62" rx="7" fill="${c}"/>`,
};

// [id, name (as seeded), background, accent, drawing]
const rewards = [
  [1, 'PUBG Mobile 60 UC', '#78350f', '#facc15', () => coin('#facc15', '60')],
  [2, 'PUBG Mobile 325 UC', '#7c2d12', '#facc15', () => coins('#facc15', '325', 2)],
  [3, 'PUBG Mobile 660 UC', '#713f12', '#fde047', () => coins('#fde047', '660', 3)],
  [4, 'Free Fire 100 Diamonds', '#7c2d12', '#67e8f9', () => diamond('#67e8f9', 1)],
  [5, 'Free Fire 310 Diamonds', '#9a3412', '#a5f3fc', () => diamond('#a5f3fc', 3)],
  [6, 'Gaming Mouse', '#1e1b4b', '#818cf8', () => shapes.mouse('#818cf8')],
  [7, 'Gaming Headset', '#3b0764', '#e879f9', () => shapes.headset('#e879f9')],
  [8, 'Mechanical Keyboard', '#0f172a', '#22d3ee', () => shapes.keyboard('#22d3ee')],
  [9, 'Mobile Gaming Triggers', '#052e16', '#4ade80', () => shapes.triggers('#4ade80')],
  [10, 'Mobile Game Controller', '#172554', '#60a5fa', () => shapes.controller('#60a5fa')],
  [11, 'Gaming Mouse Pad', '#450a0a', '#f87171', () => shapes.pad('#f87171')],
  [12, 'Phone Cooling Fan', '#083344', '#67e8f9', () => shapes.fan('#67e8f9')],
  [13, 'Power Bank 10000 mAh', '#14532d', '#bef264', () => shapes.powerbank('#bef264')],
  [14, 'PUBG Mobile 1800 UC', '#451a03', '#fbbf24', () => coins('#fbbf24', '1800', 4)],
  [15, 'Bluetooth Earbuds', '#1e293b', '#f1f5f9', () => shapes.earbuds('#f1f5f9')],
];

for (const [id, , bg, accent, draw] of rewards) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs><radialGradient id="reward-${id}-glow" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#020617"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#reward-${id}-glow)"/>
<circle cx="160" cy="96" r="84" fill="${accent}" opacity=".08"/>
${draw()}
</svg>
`;
  writeFileSync(join(out, `reward-${id}.svg`), svg);
}
console.log(`wrote ${rewards.length} reward images to ${out}`);
