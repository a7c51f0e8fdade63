#!/usr/bin/env node
// The portal's languages hold together (docs/i18n.md):
// - every catalog of a package has the same message ids as its other catalogs (English and Urdu),
//   with the same placeholders and the same numbered tags, and each message is valid ICU;
// - message ids start with their package's prefix, so catalogs of different packages never collide;
// - an Urdu message is written in Urdu (Arabic script); Latin words only from the brand list;
// - the subscriber portal's stylesheets use logical properties (margin-inline-start, not margin-left),
//   so the layout mirrors in Urdu; a line ending in `/* physical */` is a deliberate exception.
// `npm test` runs it; on its own: `node scripts/check-i18n.mjs`.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const { compileCatalogText } = require('../tooling/i18n-catalog.cjs');

/** Package folder -> the prefix of its message ids. */
export const PACKAGES = {
  shared: ['shared.', 'api.'],
  shell: ['shell.'],
  'mfe-games': ['games.'],
  'mfe-rewards': ['rewards.'],
  'mfe-tasks': ['tasks.'],
  'mfe-tournaments': ['tournaments.'],
};
/** Latin words an Urdu message may keep: the brand and names people know in Latin letters. */
export const LATIN_ALLOWED = new Set(
  JSON.parse(readFileSync(join(root, 'shared/src/i18n/latin-words.json'), 'utf8')),
);
const LOCALES = ['en', 'ur'];
const problems = [];

/** Argument names and tag numbers of an ICU message, as a sorted signature. */
function shape(message) {
  const names = new Set();
  for (const m of message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*(?:[,}])/g)) names.add(`{${m[1]}}`);
  for (const m of message.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${m[1]}>`);
  return [...names].sort().join(' ');
}

function latinWords(message) {
  const text = message.replace(/\{[^{}]*\}/g, ' ').replace(/<\/?\d+\/?>/g, ' ');
  return (text.match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w));
}

function checkPackage(dir, prefixes) {
  const folder = join(root, dir, 'src', 'i18n');
  if (!existsSync(join(folder, 'en.json'))) return;
  const catalogs = {};
  for (const locale of LOCALES) {
    const file = join(folder, `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${dir}: no ${locale}.json beside en.json`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    try {
      compileCatalogText(text, relative(root, file));
      catalogs[locale] = JSON.parse(text);
    } catch (error) {
      problems.push(error.message);
    }
  }
  const ids = new Set(Object.values(catalogs).flatMap((c) => Object.keys(c)));
  for (const id of ids) {
    if (!prefixes.some((p) => id.startsWith(p)))
      problems.push(`${dir}: id "${id}" does not start with ${prefixes.join(' or ')}`);
    for (const locale of LOCALES) {
      if (catalogs[locale] && !(id in catalogs[locale]))
        problems.push(`${dir}/src/i18n/${locale}.json misses "${id}"`);
    }
    const { en, ur } = catalogs;
    if (en?.[id] !== undefined && ur?.[id] !== undefined) {
      if (shape(en[id]) !== shape(ur[id]))
        problems.push(`${dir}: "${id}" has {${shape(en[id])}} in English but {${shape(ur[id])}} in Urdu`);
      const latin = latinWords(ur[id]);
      if (latin.length)
        problems.push(`${dir}/src/i18n/ur.json: "${id}" keeps English words: ${latin.join(', ')}`);
    }
  }
}

const PHYSICAL =
  /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|left|right|float|clear)\s*:|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right)/;

function* cssFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* cssFiles(path);
    else if (name.endsWith('.css')) yield path;
  }
}

function checkStyles(dir) {
  const src = join(root, dir, 'src');
  if (!existsSync(src)) return;
  for (const file of cssFiles(src)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (PHYSICAL.test(line) && !line.includes('/* physical */')) {
          problems.push(
            `${relative(root, file)}:${i + 1}: a physical direction (use logical properties): ${line.trim()}`,
          );
        }
      });
  }
}

for (const [dir, prefixes] of Object.entries(PACKAGES)) {
  checkPackage(dir, prefixes);
  checkStyles(dir);
}
if (problems.length) {
  console.error(`i18n: ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `i18n: catalogs of ${Object.keys(PACKAGES).length} packages agree; stylesheets use logical directions`,
);
