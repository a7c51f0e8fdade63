import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The shell's page as served: index.html with the remotes map inlined and preload hints for what
// the entry route needs first (the first-screen image, each first-screen remote's manifest, and on
// the deeper pages the remote's entry and module scripts after main.js), so those downloads start
// with the HTML instead of one after another. The shell's own chunks are not announced: preloaded
// in the head they made the first paint wait for them in Lighthouse's model.

export interface EntryModule {
  remote: string;
  module: string;
}

/** Written by the shell's build: the remote modules each route renders on its first screen. */
export type EntryRoutes = Record<string, EntryModule[]>;

/** The shell build's entry-routes.json: routes, and the first-screen images per route. */
interface EntryFile {
  routes?: EntryRoutes;
  /**
   * The modules start-up opens over a session's first page (the daily check-in popup), and the
   * routes that do not list them (their largest paint is a picture of their own).
   */
  startup?: { modules: EntryModule[]; except?: string[] };
  images?: Record<string, Array<{ href: string; media?: string; type?: string }>>;
  /** The route's first screen as static HTML (layout, first promo slide, loading states). */
  firstScreen?: Record<string, string>;
  /** The same in Urdu, served with the `pz_lang=ur` cookie. */
  firstScreenUr?: Record<string, string>;
}

/** The page's language: Urdu when the browser's `pz_lang` cookie says so (docs/i18n.md), else English. */
export type PageLocale = 'en' | 'ur';

/** The language of the request's `pz_lang` cookie; English without it. */
export function pageLocaleOf(cookieHeader: string | undefined): PageLocale {
  return cookieHeader && /(?:^|;\s*)pz_lang=ur(?:;|\s|$)/.test(cookieHeader) ? 'ur' : 'en';
}

/** The operator console is English and left to right whatever the subscriber's language. */
const OPERATOR_PATH = /^\/operator(\/|$)/;

/** Reads a JSON (or text) file again only when it changes on disk: the shell is redeployed live. */
const fileCache = new Map<string, { mtimeMs: number; value: unknown }>();
function readCached<T>(path: string, parse: (text: string) => T): T | null {
  try {
    const { mtimeMs } = statSync(path);
    const hit = fileCache.get(path);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
    const value = parse(readFileSync(path, 'utf8'));
    fileCache.set(path, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
// The federation runtime fetches manifests with fetch(): a CORS-mode request.
const fetchHint = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(href)}">`;

/**
 * The shell's first script, /early.js (start-up's token exchange, sent before main.js arrives,
 * and once it answers the entry page's first reads).
 * A page whose largest picture is announced from the HTML (the home page: its first screen paints
 * from the HTML) is served without it: there the exchange only took bandwidth from that picture
 * (its paint came 0.07-0.09 s later in a throttled load), and the page's blocks wait for their
 * remote code anyway; start-up sends the exchange itself.
 */
const EARLY_SCRIPT = /<script\b[^>]*\bsrc="?\/early\.js"?[^>]*><\/script>/;

/** The route entry of `pathname`: exact paths first, then patterns such as /tournaments/:id/bracket. */
export function entryModulesFor(routes: EntryRoutes, pathname: string): EntryModule[] {
  const exact = routes[pathname];
  if (exact) return exact;
  for (const [pattern, modules] of Object.entries(routes)) {
    if (!pattern.includes(':')) continue;
    const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    if (re.test(pathname)) return modules;
  }
  return [];
}

export interface PageSources {
  shellDist: string;
  /** remote name -> manifest URL as the browser sees it (the remotes map). */
  remotes: Record<string, string>;
  /** remote name -> its build folder, for the remotes this server serves (their manifests are read from it). */
  remoteDists?: Record<string, string>;
}

/** What the page needs of a remote's mf-manifest.json. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { path?: string; name?: string }; publicPath?: string };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** main.js as the shell's build writes it into index.html. */
const MAIN_SCRIPT = /<script\b[^>]*\bsrc="?\/main\.js"?[^>]*><\/script>/;

/**
 * Each first-screen remote's manifest. Its entry and chunks are not preloaded: Chromium answers a
 * later script load of a URL whose preload failed with that failure, so a remote that was down when
 * the page opened could not come back on Retry (they are listed as scripts, `remoteScripts`). The
 * manifest (a fetch) has no such problem.
 */
function remoteHints(sources: PageSources, modules: EntryModule[]): string[] {
  const remotes = new Set(modules.map(({ remote }) => remote));
  return [...remotes].flatMap((remote) => {
    const manifestUrl = sources.remotes[remote];
    return manifestUrl ? [fetchHint(manifestUrl)] : [];
  });
}

/**
 * The first-screen remotes' scripts (each remote's remoteEntry.js, then the exposed module's own
 * chunks), read from the manifests of the remotes this server serves, as deferred scripts that
 * run after main.js (a remote entry needs the federation runtime main.js provides): they download
 * beside main.js instead of after it. Scripts, not preloads: a script that failed is fetched again
 * by the next script element for its URL, so a remote that was down comes back on Retry; the shell
 * takes them out of the document before the federation runtime loads the remote
 * (`shell/src/remotes/listed-scripts.ts`). A remote served elsewhere gets none.
 */
function remoteScripts(sources: PageSources, modules: EntryModule[]): string[] {
  const scripts: string[] = [];
  for (const { remote, module } of modules) {
    const manifestUrl = sources.remotes[remote];
    const dist = sources.remoteDists?.[remote];
    if (!manifestUrl || !dist) continue;
    const manifest = readCached<RemoteManifest>(join(dist, 'mf-manifest.json'), JSON.parse);
    const entry = manifest?.metaData?.remoteEntry;
    const expose = manifest?.exposes?.find(({ name }) => name === module);
    if (!entry?.name || !expose) continue;
    const publicPath = manifest?.metaData?.publicPath;
    const base =
      publicPath && publicPath !== 'auto'
        ? publicPath
        : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entryPath = entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
    for (const file of [`${entryPath}${entry.name}`, ...(expose.assets?.js?.sync ?? [])]) {
      const tag = `<script defer data-remote="${escapeAttr(remote)}" src="${escapeAttr(base + file)}"></script>`;
      if (!scripts.includes(tag)) scripts.push(tag);
    }
  }
  return scripts;
}

/**
 * Whether start-up opens its popups over the page at `pathname` with `search`: a subscriber's
 * arrival from sign-in (`a=`, a session's first page; the popup opens once per session), unless
 * `r=1` sends them to /rewards with none (boot.tsx). A later load in the same session shows no popup,
 * and its page lists none of the popup's files.
 */
export function startupPopupsFor(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return !OPERATOR_PATH.test(pathname) && params.has('a') && params.get('r') !== '1';
}

/**
 * index.html for `pathname`, or null when the shell is not built. In Urdu the document is
 * `lang="ur" dir="rtl"` and carries the Urdu first screen, so the first paint is already right to
 * left; the English page is served exactly as built. `startupPopups`: start-up may open its popups
 * over this page (a subscriber's arrival from sign-in, see `startupPopupsFor`).
 */
export function renderShellPage(
  sources: PageSources,
  pathname: string,
  locale: PageLocale = 'en',
  startupPopups = false,
): string | null {
  const html = readCached(join(sources.shellDist, 'index.html'), (text) => text);
  if (html === null) return null;
  const entry = readCached<EntryFile>(join(sources.shellDist, 'entry-routes.json'), JSON.parse) ?? {};
  // The first-screen image (the largest paint) is asked for before any script.
  const images = (entry.images?.[pathname] ?? []).map(
    ({ href, media, type }) =>
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(href)}"` +
      `${media ? ` media="${escapeAttr(media)}"` : ''}${type ? ` type="${escapeAttr(type)}"` : ''}>`,
  );
  // A data block, not a script (the page's content security policy runs no inline script); '<' is
  // escaped so no value of the map can close the element.
  const map = JSON.stringify(sources.remotes).replace(/</g, '\\u003c');
  // After the shell's own script and stylesheet, so those keep their place in the queue.
  const modules = entryModulesFor(entry.routes ?? {}, pathname);
  // A page whose first screen paints from the HTML (the home page) keeps its bandwidth for that: no
  // early script and no remote script before main.js has asked for them. A remote's page also
  // announces the popup start-up opens over a session's first page (the daily check-in, that
  // visit's largest paint there), after its own remote, unless its own picture paints largest.
  const paintsFromHtml = images.length > 0;
  const { modules: popups = [], except = [] } = entry.startup ?? {};
  const withPopups = !paintsFromHtml && startupPopups && modules.length > 0 && !except.includes(pathname);
  const listed = withPopups ? [...modules, ...popups] : modules;
  const tail = [
    `<script type="application/json" id="portal-remotes">${map}</script>`,
    ...remoteHints(sources, listed),
  ].join('');
  // The first screen paints from the HTML; React's first render replaces it with the same elements.
  const urdu = locale === 'ur' && !OPERATOR_PATH.test(pathname);
  const firstScreen = (urdu ? entry.firstScreenUr : entry.firstScreen)?.[pathname] ?? '';
  const localised = urdu ? html.replace(/<html\b[^>]*>/, '<html lang="ur" dir="rtl">') : html;
  const page = paintsFromHtml
    ? localised.replace(EARLY_SCRIPT, '')
    : localised.replace(MAIN_SCRIPT, (main) => main + remoteScripts(sources, listed).join(''));
  return page
    .replace('</title>', `</title>${images.join('')}`)
    .replace('</head>', `${tail}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${firstScreen}</div>`);
}
