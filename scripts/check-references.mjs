#!/usr/bin/env node
// Checks that the repository explains itself: every README and code comment that names a document
// names one the repository holds. Fails (exit 1, one line per finding) on
// - a citation of a document outside the repository (the founding design page, the portal's
//   specification or one of its numbered sections: the patterns in OUTSIDE below);
// - a Markdown link to a repository file that does not exist;
// - a mention of a `.md` file (in Markdown or in a comment) that resolves to no file: it is looked up
//   beside the citing file, then in each folder above it up to the repository's root.
// `npm test` runs it with the unit tests; on its own: `node scripts/check-references.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(md|ts|tsx|mts|cts|js|mjs|cjs)$/;
const OUTSIDE = /DESIGN\.md|portal-spec|\bspec sections? \d|\bspec §|\bspec \d/i;
const MD_LINK = /\]\(([^)\s]+)\)/g;
const MD_MENTION = /(?<![\w./@-])((?:\.\.?\/)*[\w.-]+(?:\/[\w.-]+)*\.md)\b/g;

/** Tracked and new (not ignored) files of the kinds that carry prose. */
export function repositoryFiles(dir = root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return out.split('\n').filter((f) => SOURCE.test(f) && existsSync(join(dir, f)));
}

/** The comment text of a source file (line and block comments), lines kept in place; Markdown whole. */
export function proseOf(file, text) {
  if (file.endsWith('.md')) return text;
  return text
    .split('\n')
    .map((line) => {
      const m = line.match(/^\s*\*(\s.*|$)/) ?? line.match(/(?:^|\s)(?:\/\/|\/\*\*?)(\s.*|$)/);
      return m ? m[1] : '';
    })
    .join('\n');
}

function resolves(target, file, dir) {
  const clean = decodeURI(target.split('#')[0]);
  if (clean === '') return true;
  // Beside the file first, then each folder above it up to the root.
  for (let base = dirname(join(dir, file)); ; base = dirname(base)) {
    if (existsSync(resolve(base, clean))) return true;
    if (base === dir || !base.startsWith(dir)) return false;
  }
}

/** Every finding for one file's text, as 'path:line: message'. */
export function findingsFor(file, text, dir = root) {
  const findings = [];
  const lines = proseOf(file, text).split('\n');
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (OUTSIDE.test(line)) findings.push(`${at}: cites a document outside the repository: ${line.trim()}`);
    for (const [, target] of line.matchAll(MD_LINK)) {
      if (/^([a-z]+:|#|\/|<)/i.test(target)) continue;
      if (!resolves(target, file, dir)) findings.push(`${at}: link to a missing file: ${target}`);
    }
    if (!file.endsWith('.md') || !line.includes('](')) {
      for (const [, target] of line.matchAll(MD_MENTION)) {
        if (!resolves(target, file, dir)) findings.push(`${at}: names a missing file: ${target}`);
      }
    }
  });
  return findings;
}

function main() {
  const findings = repositoryFiles().flatMap((f) => findingsFor(f, readFileSync(join(root, f), 'utf8')));
  for (const f of findings) console.log(f);
  console.log(
    findings.length === 0
      ? 'Every document named in a README or a comment is in the repository.'
      : `${findings.length} reference(s) to documents the repository does not hold.`,
  );
  process.exit(findings.length === 0 ? 0 : 1);
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') main();
