/* PlayZone service worker (hand-written; why: shell/src/pwa/README.md).
 *
 * What it does, and why so little:
 * - Page loads go to the network. Only when the network fails does it answer with the offline
 *   page, so a deploy (of the shell or of any remote) is live on the next load.
 * - The shell's content-hashed files (chunks, styles, images) are kept after their first load and
 *   served from the cache: their names change with their content, so they can never be stale.
 * - Everything else is left to the browser untouched: /api (personal data is never stored),
 *   /remotes.json, every mf-manifest.json and remoteEntry.js, the remotes under /apps/, main.js,
 *   early.js, the landing page and this file.
 * - The offline page's Urdu font is kept when this browser already has it, never downloaded for
 *   the offline page alone.
 */
const VERSION = '__SW_VERSION__';
const STATIC_CACHE = `playzone-static-${VERSION}`;
const OFFLINE_URL = '/offline.html';
// The offline page and its script, kept from install on.
const OFFLINE_FILES = [OFFLINE_URL, '/offline.js'];
// The Urdu web font the offline page names (the build writes in the hashed files). A device without
// Urdu letters downloaded it for the portal's Urdu pages; one with its own Urdu font, or a visitor
// in English, never did and needs none offline either.
const OFFLINE_FONTS = [
  '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2',
  '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2',
];
const HASHED = /[.\-_][0-9a-f]{8,}[.\-_]/i;
const MAX_STATIC_ENTRIES = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(STATIC_CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES).then(() => keepFonts(cache)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== STATIC_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** A content-hashed file of the shell itself (not a remote's, not the api's). */
function isShellHashedFile(url) {
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/apps/')) return false;
  return HASHED.test(url.pathname.split('/').pop() || '');
}

/** The offline page's fonts this browser already holds (an older worker's cache, the HTTP cache). */
async function keepFonts(cache) {
  await Promise.all(
    OFFLINE_FONTS.map(async (url) => {
      const held =
        (await caches.match(url)) ||
        (await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => undefined));
      if (held && held.ok) await cache.put(url, held);
    }),
  );
}

/** Drops the oldest files, never the offline page's own: it must open whatever was loaded since. */
async function trim(cache) {
  const kept = [...OFFLINE_FILES, ...OFFLINE_FONTS];
  const keys = (await cache.keys()).filter((key) => !kept.includes(new URL(key.url).pathname));
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_STATIC_ENTRIES)).map((k) => cache.delete(k)));
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function networkOrOfflinePage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/api/')) return;
    event.respondWith(networkOrOfflinePage(request));
    return;
  }
  if (isShellHashedFile(url) || OFFLINE_FILES.includes(url.pathname)) event.respondWith(cacheFirst(request));
});
