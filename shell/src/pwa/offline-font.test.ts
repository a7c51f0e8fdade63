import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { urduFontFaces, withUrduFontFaces } from './urdu-font';

// The offline page in Urdu on a device without Urdu letters (docs/i18n.md, "The Urdu font"): the
// theme's own faces of the portal's web font, written in by the build, and the service worker keeps
// their files for the page without ever downloading them for it.

const read = (path: string) => readFileSync(join(__dirname, path), 'utf8');
const offline = read('offline.html');
const theme = read('../../../shared/src/ui/theme.css');
// The build resolves the theme's and the worker's file names to the hashed files it emitted
// (UrduFontFilesPlugin in shell/webpack.config.mjs).
const built = (text: string) =>
  text.replace(/@fontsource\/noto-naskh-arabic\/files\/([\w-]+)\.woff2/g, '/assets/$1.0123456789.woff2');
const worker = built(read('sw.js'));

const facesIn = (css: string) => [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body ?? '');
const tidy = (css: string) => css.replace(/\s+/g, ' ').trim();
const fontFamily = (css: string, rule: RegExp) =>
  tidy(/font-family:([^;]+);/.exec(rule.exec(css)?.[1] ?? '')?.[1] ?? '');

describe('the Urdu font on the offline page', () => {
  it("takes the theme's faces as built: swap, the device's own copy first, Arabic script only", () => {
    // The page's source holds a slot and no face of its own; the build fills the slot.
    expect(facesIn(offline)).toEqual([]);
    const faces = urduFontFaces(built(theme));
    expect(faces).toHaveLength(2);
    const page = withUrduFontFaces(offline, faces) ?? '';
    expect(facesIn(page).map(tidy)).toEqual(facesIn(built(theme)).map(tidy));
    expect(/<style>([\s\S]*?)<\/style>/.exec(page)?.[1]).toContain(faces.join('\n'));
    expect(page).not.toMatch(/rel="?preload/);
  });

  it("takes only the Urdu font's faces from a stylesheet, and refuses a page without the slot", () => {
    const other = "@font-face { font-family: 'Other Sans'; src: url(/assets/other.0123456789.woff2); }";
    expect(urduFontFaces(`${other}\n${built(theme)}\nbody { color: red; }`)).toEqual(
      urduFontFaces(built(theme)),
    );
    expect(urduFontFaces(other)).toEqual([]);
    expect(withUrduFontFaces('<style>body{}</style>', urduFontFaces(built(theme)))).toBeNull();
  });

  it("names the family in the theme's Urdu stack, and not for English", () => {
    const urdu = tidy(/--pz-font-ur:([^;]+);/.exec(theme)?.[1] ?? '');
    expect(fontFamily(offline, /:lang\(ur\) body\s*{([^}]*)}/)).toBe(urdu);
    const english = fontFamily(offline, /\n\s*body\s*{([^}]*)}/);
    expect(english).toContain('system-ui');
    expect(english).not.toContain('Naskh');
  });

  it("has the worker keep exactly the files the theme's faces name", () => {
    const pageFiles = [...built(theme).matchAll(/url\('([^']+\.woff2)'\)/g)].map(([, url]) => url);
    const kept = /const OFFLINE_FONTS = \[([^\]]*)\]/.exec(worker)?.[1] ?? '';
    expect([...kept.matchAll(/'([^']+)'/g)].map(([, url]) => url)).toEqual(pageFiles);
    expect(pageFiles).toHaveLength(2);
  });
});

/** Runs the worker against an in-memory Cache Storage and a fetch that records its requests. */
function runWorker(httpCache: string[]) {
  const origin = 'https://portal.test';
  const stores = new Map<string, Map<string, { ok: boolean; type: string; url: string }>>();
  const keyOf = (request: string | { url: string }) =>
    new URL(typeof request === 'string' ? request : request.url, origin).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map();
    stores.set(name, store);
    return {
      match: async (request: string | { url: string }) => store.get(keyOf(request)),
      put: async (request: string | { url: string }, response: { ok: boolean; type: string; url: string }) =>
        void store.set(keyOf(request), response),
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(keyOf(url), { ok: true, type: 'basic', url: keyOf(url) });
      },
      keys: async () => [...store.keys()].map((url) => ({ url })),
      delete: async (request: { url: string }) => store.delete(keyOf(request)),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string) => {
      for (const store of stores.values()) if (store.has(keyOf(request))) return store.get(keyOf(request));
      return undefined;
    },
  };
  const requests: Array<{ url: string; cache?: string }> = [];
  const fetch = async (request: string | { url: string }, init: { cache?: string } = {}) => {
    const url = keyOf(request);
    requests.push({ url, cache: init.cache });
    if (init.cache === 'only-if-cached' && !httpCache.includes(new URL(url).pathname))
      throw new TypeError('not in the HTTP cache');
    return { ok: true, type: 'basic', url, clone: () => ({ ok: true, type: 'basic', url }) };
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', worker)(self, caches, fetch);
  const waitFor = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]?.({
      ...event,
      waitUntil: (p: Promise<unknown>) => (done = p),
      respondWith: (p: Promise<unknown>) => (done = p),
    });
    await done;
  };
  const cached = async () =>
    [...stores.values()].flatMap((store) => [...store.keys()].map((url) => new URL(url).pathname));
  return {
    requests,
    cached,
    install: () => waitFor('install', {}),
    get: (path: string) =>
      waitFor('fetch', { request: { method: 'GET', mode: 'no-cors', url: `${origin}${path}` } }),
  };
}

describe("the service worker and the offline page's fonts", () => {
  const fonts = [
    '/assets/noto-naskh-arabic-arabic-400-normal.0123456789.woff2',
    '/assets/noto-naskh-arabic-arabic-700-normal.0123456789.woff2',
  ];

  it('keeps them from install on when the browser already downloaded them for an Urdu page', async () => {
    const sw = runWorker(fonts);
    await sw.install();
    expect((await sw.cached()).sort()).toEqual(['/offline.html', '/offline.js', ...fonts].sort());
  });

  it('never downloads them itself: an English visitor, or a device with its own Urdu font, gets none', async () => {
    const sw = runWorker([]);
    await sw.install();
    expect(await sw.cached()).toEqual(['/offline.html', '/offline.js']);
    const fontRequests = sw.requests.filter(({ url }) => url.endsWith('.woff2'));
    expect(fontRequests.map(({ cache }) => cache)).toEqual(['only-if-cached', 'only-if-cached']);
  });

  it('keeps them, and the offline page, however many other files the portal loads later', async () => {
    const sw = runWorker(fonts);
    await sw.install();
    for (let i = 0; i < 130; i += 1) await sw.get(`/chunk-${i}.${String(i).padStart(10, 'a')}.js`);
    const cached = await sw.cached();
    expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/offline.js', ...fonts]));
    expect(cached).toHaveLength(4 + 120);
  });
});
