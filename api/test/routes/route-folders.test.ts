import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The layout rule of src/routes (see the api README): one folder per URL prefix, so a URL names
// its file. The prefix is the first path segment after /api and the version (v1):
// /api/v1/completed-task/get lives in routes/completed-task/, /api/leaderboard in
// routes/leaderboard/, /landing in routes/landing/. A folder app.ts mounts with a prefix
// (`prefix: '/operator'`) holds the routes under that prefix. Route handlers hold HTTP only: the
// queries live in repositories (src/<resource>/repository.ts, src/operator/*-repo.ts).

const src = join(dirname(fileURLToPath(import.meta.url)), '../../src');
const root = join(src, 'routes');
const appSource = readFileSync(join(src, 'app.ts'), 'utf8');

const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : path.endsWith('.ts') ? [path] : [];
  });

/** The URL literals a route file declares (app.get('/...'), app.post(`/...`), url: '/...'). */
const urlsIn = (source: string) =>
  [
    ...source.matchAll(
      /\.(?:get|post|put|patch|delete|route)\(\s*['`](\/[^'`]*)['`]|\burl:\s*['`](\/[^'`]*)['`]/g,
    ),
  ].map((m) => (m[1] ?? m[2]) as string);

const prefixOf = (url: string) => {
  const parts = url.split('/').filter(Boolean);
  return parts[0] === 'v1' ? parts[1] : parts[0];
};

const folders = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());

describe('routes/ layout', () => {
  it('declares every URL in the folder named by its prefix', () => {
    const wrong: string[] = [];
    let count = 0;
    for (const folder of folders) {
      const mounted = appSource.includes(`prefix: '/${folder}'`);
      for (const file of filesOf(join(root, folder))) {
        for (const url of urlsIn(readFileSync(file, 'utf8'))) {
          count += 1;
          if (!mounted && prefixOf(url) !== folder) wrong.push(`${url} in routes/${folder}/`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(count).toBeGreaterThan(90);
  });

  it('keeps only the route groups at the top, no URL there', () => {
    const top = readdirSync(root).filter((name) => !folders.includes(name));
    expect(top).toEqual(['index.ts']);
    expect(urlsIn(readFileSync(join(root, 'index.ts'), 'utf8'))).toEqual([]);
  });

  it('writes no query in a route file', () => {
    const withQueries = filesOf(root)
      .filter((file) =>
        /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => file.slice(root.length + 1));
    expect(withQueries).toEqual([]);
  });
});
