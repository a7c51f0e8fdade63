import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The shell's page as served: index.html with the remotes map inlined and preload hints for what
// the entry route needs first (the shell's shared chunks, each first-screen remote's manifest,
// entry and first chunks), so those downloads start with the HTML instead of one after another.

export interface EntryModule {
  remote: string;
  module: string;
}

/** Written by the shell's build: the remote modules each route renders on its first screen. */
export type EntryRoutes = Record<string, EntryModule[]>;

/** The shell build's entry-routes.json: routes, and the first-screen images per route. */
interface EntryFile {
  routes?: EntryRoutes;
  images?: Record<string, Array<{ href: string; media?: string; type?: string }>>;
}

interface Manifest {
  metaData?: { remoteEntry?: { path?: string; name?: string }; publicPath?: string };
  shared?: Array<{ assets?: { js?: { sync?: string[] } } }>;
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** Reads a JSON (or text) file again only when it changes on disk: remotes are redeployed live. */
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
const scriptHint = (href: string) => `<link rel="preload" as="script" href="${escapeAttr(href)}">`;
const styleHint = (href: string) => `<link rel="preload" as="style" href="${escapeAttr(href)}">`;
// The federation runtime fetches manifests with fetch(): a CORS-mode request.
const fetchHint = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(href)}">`;

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
  /** remote name -> its dist folder, for remotes this server serves itself under /apps/<name>/. */
  localDist: (remote: string, manifestUrl: string) => string | null;
}

function remoteHints(sources: PageSources, modules: EntryModule[]): string[] {
  const hints: string[] = [];
  const byRemote = new Map<string, string[]>();
  for (const { remote, module } of modules) byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
  for (const [remote, names] of byRemote) {
    const manifestUrl = sources.remotes[remote];
    if (!manifestUrl) continue;
    hints.push(fetchHint(manifestUrl));
    const dist = sources.localDist(remote, manifestUrl);
    const manifest = dist ? readCached<Manifest>(join(dist, 'mf-manifest.json'), JSON.parse) : null;
    if (!manifest) continue;
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) hints.push(scriptHint(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`));
    for (const name of names) {
      const expose = manifest.exposes?.find((e) => e.name === name);
      for (const css of expose?.assets?.css?.sync ?? []) hints.push(styleHint(base + css));
      for (const js of expose?.assets?.js?.sync ?? []) hints.push(scriptHint(base + js));
    }
  }
  return hints;
}

/** Every chunk the shell's own shares load at start (its entry waits for them before it runs). */
function shellHints(shellDist: string): string[] {
  const manifest = readCached<Manifest>(join(shellDist, 'mf-manifest.json'), JSON.parse);
  const files = new Set<string>();
  for (const share of manifest?.shared ?? []) for (const js of share.assets?.js?.sync ?? []) files.add(js);
  const publicPath = manifest?.metaData?.publicPath ?? '/';
  return [...files].map((file) => scriptHint(`${publicPath}${file}`));
}

/** index.html for `pathname`, or null when the shell is not built. */
export function renderShellPage(sources: PageSources, pathname: string): string | null {
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
  const tail = [
    `<script type="application/json" id="portal-remotes">${map}</script>`,
    ...shellHints(sources.shellDist),
    ...remoteHints(sources, entryModulesFor(entry.routes ?? {}, pathname)),
  ].join('');
  return html.replace('</title>', `</title>${images.join('')}`).replace('</head>', `${tail}</head>`);
}
