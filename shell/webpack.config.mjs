import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEarlyScriptConfig, createWebpackConfig } from '../tooling/webpack.base.mjs';
import federation from './module-federation.config.mjs';
import { PwaFilesPlugin } from './scripts/pwa-files-plugin.mjs';

const appDir = fileURLToPath(new URL('.', import.meta.url));

const base = createWebpackConfig({
  appDir,
  federation,
  port: 3000,
  publicPath: '/',
  title: 'PlayZone',
});

// In development each remote runs its own dev server; the shell's remotes map points at them.
const devRemotes = {
  tournaments: 'http://localhost:3001/mf-manifest.json',
  tasks: 'http://localhost:3002/mf-manifest.json',
  rewards: 'http://localhost:3003/mf-manifest.json',
  games: 'http://localhost:3004/mf-manifest.json',
  operator: 'http://localhost:3005/mf-manifest.json',
};

/** A built asset by its source file's name (and, where copies share it, its extension). */
const assetFile = (names, prefix, ext = '') =>
  names.find((n) => n.startsWith(`assets/${prefix}.`) && n.endsWith(ext ? `.${ext}` : ''));

/**
 * Per route: the remote modules its first screen renders, its first-screen images (the home page's
 * first promo slide, narrow art at 768 px and below) and its first screen as static HTML; and the
 * modules start-up opens over a session's first page (`startup`, the daily check-in popup, and the
 * routes whose page does not list them).
 */
async function entryRoutes(names) {
  // Node runs these TypeScript files directly (they have no run-time imports).
  const table = await import('./src/routing/route-table.ts');
  const { firstScreenTexts, homeFirstScreen, remotePageFirstScreen } =
    await import('./src/app/first-screen.ts');
  const { promoSlideTexts } = await import('./src/features/home/promo-carousel/promo-slide-texts.ts');
  const routes = { '/': table.modulesForPath('/') };
  for (const { path, remote, module } of table.remoteRoutes) routes[path] = [{ remote, module }];
  const startup = { modules: table.STARTUP_MODULES, except: table.PICTURE_FIRST_ROUTES };
  const [first] = promoSlideTexts;
  const wide = assetFile(names, `${first.art}-wide`, 'svg');
  const narrow = assetFile(names, `${first.art}-narrow`, 'svg');
  const wideWebp = assetFile(names, `${first.art}-wide`, 'webp');
  const narrowWebp = assetFile(names, `${first.art}-narrow`, 'webp');
  const avatarFile = assetFile(names, 'avatar', 'webp');
  const avatar = avatarFile && `/${avatarFile}`;
  if (!wide || !narrow || !wideWebp || !narrowWebp || !avatar)
    return { routes, startup, images: {}, firstScreen: {}, firstScreenUr: {} };
  // The WebP copies the page shows (the `type` lets a browser without WebP skip them).
  const images = {
    '/': [
      { href: `/${narrowWebp}`, media: '(max-width: 768px)', type: 'image/webp' },
      { href: `/${wideWebp}`, media: '(min-width: 769px)', type: 'image/webp' },
    ],
  };
  const count = promoSlideTexts.length;
  /** Every route's first screen in one language, with that language's catalogs (shell and shared). */
  const screensIn = (locale) => {
    const catalog = {
      ...readCatalog(`../shared/src/i18n/${locale}.json`),
      ...readCatalog(`./src/i18n/${locale}.json`),
    };
    const input = {
      productName: process.env.PORTAL_PRODUCT_NAME || 'PlayZone',
      texts: firstScreenTexts(catalog, count),
      avatar,
      promo: {
        ...first,
        title: catalog[first.titleId] ?? first.title,
        buttonText: catalog[first.buttonId] ?? first.buttonText,
        image: `/${wide}`,
        narrowImage: `/${narrow}`,
        imageWebp: `/${wideWebp}`,
        narrowImageWebp: `/${narrowWebp}`,
        count,
      },
      homeBlockHeights: table.homeBlocks.slice(0, table.FIRST_SCREEN_HOME_BLOCKS).map((b) => b.minHeight),
    };
    const screens = { '/': homeFirstScreen(input) };
    const remotePage = remotePageFirstScreen(input);
    for (const { path } of table.remoteRoutes) if (!path.includes(':')) screens[path] = remotePage;
    return screens;
  };
  return {
    routes,
    startup,
    images,
    firstScreen: screensIn('en'),
    firstScreenUr: screensIn('ur'),
  };
}

const readCatalog = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

/**
 * Writes dist/entry-routes.json (see entryRoutes). The api reads it to announce those downloads in
 * the page's head and to serve the first screen inside the page.
 */
class EntryRoutesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntryRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EntryRoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const body = JSON.stringify(await entryRoutes(Object.keys(compilation.assets)), null, 1);
          compilation.emitAsset('entry-routes.json', new sources.RawSource(body));
        },
      );
    });
  }
}

/** The Urdu web font's files as the service worker names them (src/pwa/sw.js). */
const URDU_FONT_PATH = /@fontsource\/noto-naskh-arabic\/files\/([\w-]+)\.woff2/g;

/**
 * The theme's Urdu font for the pages without the portal's stylesheet (docs/i18n.md, "The Urdu
 * font"): its @font-face rules, taken from the built stylesheet (with the emitted files' URLs), are
 * written into the offline page and to dist/urdu-font.css (the api's landing page reads them), and
 * the service worker's list of the files to keep for the offline page gets the emitted names.
 */
class UrduFontFilesPlugin {
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('UrduFontFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'UrduFontFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        async () => {
          const { URDU_FONT_CSS, urduFontFaces, withUrduFontFaces } = await import('./src/pwa/urdu-font.ts');
          const names = Object.keys(compilation.assets);
          const text = (name) => compilation.getAsset(name)?.source.source().toString();
          const fail = (message) =>
            compilation.errors.push(new WebpackError(`UrduFontFilesPlugin: ${message}`));
          const faces = [
            ...new Set(
              names.filter((name) => name.endsWith('.css')).flatMap((name) => urduFontFaces(text(name))),
            ),
          ];
          if (faces.length === 0) fail('no @font-face of the Urdu font in the built stylesheet');
          compilation.emitAsset(URDU_FONT_CSS, new sources.RawSource(`${faces.join('\n')}\n`));
          const offline = text('offline.html');
          if (offline !== undefined) {
            const page = withUrduFontFaces(offline, faces);
            if (page === null) fail('offline.html has no slot for the Urdu font');
            else compilation.updateAsset('offline.html', new sources.RawSource(page));
          }
          const worker = text('sw.js');
          if (worker !== undefined) {
            const resolved = worker.replace(URDU_FONT_PATH, (path, file) => {
              const emitted = assetFile(names, file);
              if (!emitted) fail(`sw.js: no file emitted for ${path}`);
              return emitted ? `/${emitted}` : path;
            });
            compilation.updateAsset('sw.js', new sources.RawSource(resolved));
          }
        },
      );
    });
  }
}

// /early.js, the page's first script: start-up's token exchange (src/early.ts).
const early = createEarlyScriptConfig({
  appDir,
  entry: './src/early.ts',
  filename: 'early.js',
  after: 'shell',
});

export default (env, argv) => {
  const config = base(env, argv);
  config.name = 'shell';
  config.plugins.push(new EntryRoutesPlugin());
  // The web app manifest, the service worker, the offline page and the app icons.
  config.plugins.push(
    new PwaFilesPlugin({
      pwaDir: fileURLToPath(new URL('./src/pwa', import.meta.url)),
      productName: process.env.PORTAL_PRODUCT_NAME,
    }),
    new UrduFontFilesPlugin(),
  );
  config.devServer.setupMiddlewares = (middlewares, server) => {
    server.app.get('/remotes.json', (_req, res) => res.json(devRemotes));
    return middlewares;
  };
  return [config, early(env, argv)];
};
