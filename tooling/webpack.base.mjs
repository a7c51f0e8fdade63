// One webpack setup for the shell and every remote; each app passes its own federation settings
// (kept in its module-federation.config.mjs) and its dev port.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
const DEV_ONLY_SUBPATHS = new Set(['./testing', './dev']);
/** SVGs up to this size are inlined as data URLs (see the module rules). */
const INLINE_SVG_MAX_BYTES = 512;
const FEDERATION_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/**
 * Shared singletons: one copy per page, whichever app loads first provides it. The shell (`eager`)
 * puts its copies in its entry script: the page gets them with that one download instead of a chain
 * of chunk requests, each found only when the one before it has run (a round trip apiece on a phone).
 */
export function sharedSingletons(appDir, { eager = false } = {}) {
  const version = (name) => require(join(resolvePackageDir(name, appDir), 'package.json')).version;
  // The shell provides these itself and loads first, so its own use needs no version check (the
  // federation runtime would parse a semver range per shared module as the page starts); each remote
  // still checks the shell's version against its own range.
  const singleton = (name, extra = {}) => ({
    singleton: true,
    requiredVersion: eager ? false : `^${version(name)}`,
    ...(eager ? { eager: true } : {}),
    ...extra,
  });
  const shared = {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    jotai: singleton('jotai'),
    'jotai/': singleton('jotai'),
    // Not in the shell's first script: ordinary calls use fetch, and axios (the token refresh, uploads
    // that report progress) is its own chunk, loaded on first use (shared/src/api/http.ts).
    axios: singleton('axios', { eager: false }),
  };
  // react-router and react-query are shared through @portal/shared/router and @portal/shared/query,
  // which re-export the APIs the apps use: one router and one QueryClient context for every app,
  // and webpack can drop the rest of each library (a shared module itself is never tree-shaken).
  // @portal/shared is a workspace package exposed by subpaths: each subpath is its own shared
  // module, so session atoms and the api client stay one instance across all apps.
  const portalShared = require(join(resolvePackageDir('@portal/shared', appDir), 'package.json'));
  for (const subpath of Object.keys(portalShared.exports)) {
    if (subpath.endsWith('.css') || subpath.endsWith('.json')) continue;
    // Test helpers and the standalone dev app are never shares: a share is registered (and its chunk
    // emitted) in every production build, whether the portal loads it or not.
    if (DEV_ONLY_SUBPATHS.has(subpath)) continue;
    const request = subpath === '.' ? '@portal/shared' : `@portal/shared/${subpath.slice(2)}`;
    shared[request] = {
      singleton: true,
      requiredVersion: false,
      version: portalShared.version,
      ...(eager ? { eager: true } : {}),
    };
  }
  return shared;
}

/**
 * Inside the portal the shell provides the federation runtime once and the remotes' entries use
 * it, which keeps each remote entry small. A remote's standalone dev app carries its own runtime.
 */
function federationExperiments({ host, production }) {
  if (host) return { asyncStartup: true, provideExternalRuntime: true, optimization: { target: 'web' } };
  return production
    ? { asyncStartup: true, externalRuntime: true, optimization: { target: 'web' } }
    : { asyncStartup: true };
}

/** Product configuration overrides taken from the build's environment (see README). */
function portalConfigFromEnv() {
  const fields = {
    productName: 'PORTAL_PRODUCT_NAME',
    supportEmail: 'PORTAL_SUPPORT_EMAIL',
    landingPageUrl: 'PORTAL_LANDING_PAGE_URL',
    academyUrl: 'PORTAL_ACADEMY_URL',
    unsubscribeServiceUrl: 'PORTAL_UNSUBSCRIBE_SERVICE_URL',
    apiBaseUrl: 'PORTAL_API_BASE_URL',
  };
  const config = {};
  for (const [field, variable] of Object.entries(fields)) {
    if (process.env[variable]) config[field] = process.env[variable];
  }
  return config;
}

/**
 * Writes a brotli copy (highest quality) beside each script and stylesheet of a production build:
 * the api serves it to browsers that accept brotli (`preCompressed` in api/src/plugins/web.ts),
 * about a tenth smaller than compressing on the fly at the quality a request can afford.
 */
class BrotliCopiesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BrotliCopiesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BrotliCopiesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css)$/.test(name) || source.size() < 1024) continue;
            const body = brotliCompressSync(source.buffer(), {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(body));
          }
        },
      );
    });
  }
}

/** V8's compile hint for a whole script: it must be the script's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every script of a production build for eager compilation (V8's explicit compile hint, the
 * `//# allFunctionsCalledOnLoad` first line): Chromium then compiles the functions while the script
 * downloads, on a background thread, instead of on the main thread the first time each one runs.
 * The portal loads a script when it is about to run it (the shell's start, a federated page and
 * what it imports); the functions that never run are compiled as well, which costs background work
 * and memory, not the main thread. Added after minification, so the comment stays first, and
 * before the source maps are written, so their lines still match.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}

/** An SVG file as the data URL webpack makes of an inlined one (base64). */
function svgDataUrl(file) {
  return `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
}

/**
 * The page links its icon as a data URL, so the browser asks for no file while the page's scripts
 * download; the file is still emitted for the pages that link it by name (the landing page). Where
 * the icon has a PNG copy beside it (scripts/raster-art.mjs), the page links that: an SVG icon
 * costs each page load a document of its own on the main thread (80-200 ms on a slow phone).
 */
class InlineFaviconPlugin {
  constructor(file) {
    const png = file.replace(/\.svg$/, '.png');
    this.href = existsSync(png)
      ? `data:image/png;base64,${readFileSync(png).toString('base64')}`
      : svgDataUrl(file);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('InlineFaviconPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineFaviconPlugin', (data) => {
        for (const tag of data.headTags) {
          if (tag.tagName === 'link' && tag.attributes.rel === 'icon') tag.attributes.href = this.href;
        }
        return data;
      });
    });
  }
}

/**
 * The app's own page (the shell's, or a remote's standalone dev page: the common one here), and,
 * when the app has an icon, the plugin that links it inline.
 */
function pageOf(appDir, title) {
  const favicon = join(appDir, 'src', 'favicon.svg');
  const hasFavicon = existsSync(favicon);
  const page = new HtmlWebpackPlugin({
    template: existsSync(join(appDir, 'src', 'index.html'))
      ? join(appDir, 'src', 'index.html')
      : fileURLToPath(new URL('./remote-index.html', import.meta.url)),
    title,
    chunks: ['main'],
    favicon: hasFavicon ? favicon : undefined,
  });
  return hasFavicon ? [page, new InlineFaviconPlugin(favicon)] : [page];
}

function resolvePackageDir(name, appDir) {
  return dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));
}

/** TypeScript, transpiled only (the typecheck stage checks types), with the app's tsconfig. */
function typeScriptRule(appDir, test) {
  return {
    test,
    loader: require.resolve('ts-loader'),
    options: { transpileOnly: true, configFile: join(appDir, 'tsconfig.json') },
  };
}

/** What every bundle's code reads at build time: the mode and the product configuration. */
function buildDefinitions(production) {
  return {
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    __PORTAL_CONFIG__: JSON.stringify(portalConfigFromEnv()),
  };
}

/**
 * A script the page runs before the app's own (the shell's /early.js): a plain bundle with no
 * federation runtime and no shared libraries (the federation plugin puts every eager share into
 * each entry of its build), so it stays a few hundred bytes. It is built after the app's build
 * named `after`, which empties dist first.
 * @param {{ appDir: string, entry: string, filename: string, after: string }} options
 */
export function createEarlyScriptConfig({ appDir, entry, filename, after }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: filename,
      dependencies: [after],
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: { early: entry },
      output: { path: join(appDir, 'dist'), publicPath: '/', filename, clean: false },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [typeScriptRule(appDir, /\.ts$/)],
      },
      plugins: [
        new webpack.DefinePlugin(buildDefinitions(production)),
        ...(production ? [new CompileHintsPlugin()] : []),
      ],
      performance: { hints: false },
    };
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir       absolute folder of the app
 * @param {object} options.federation   ModuleFederationPlugin options from the app's config file
 * @param {number} options.port         dev-server port
 * @param {string} options.publicPath   '/' for the shell, 'auto' for remotes
 * @param {string} options.title        document title of the app's own page
 * @param {RegExp} [options.markupSvg]  SVG files imported as their markup, to draw inline in the page
 *                                      (see the module rules); Jest takes the same option
 */
export function createWebpackConfig({ appDir, federation, port, publicPath, title, markupSvg }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const host = publicPath !== 'auto';
    // The shell's production styles go to stylesheets the page links: the browser reads them while
    // the scripts download, and the shell's JavaScript does not carry them. Remotes keep their styles
    // in their chunks, so a remote's page styles always arrive with its code, from its own origin.
    const extractCss = host && production;
    const standalone = host || !production;
    const routerDir = resolvePackageDir('react-router', appDir);
    const build = production ? 'production' : 'development';
    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      // Production source maps stay beside the build for support, unreferenced and never served.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      // A remote's standalone page is its team's dev app: a production build holds only what the
      // portal loads (the federation entry and its chunks), no development code.
      entry: standalone ? { main: './src/main.tsx' } : {},
      output: {
        path: join(appDir, 'dist'),
        publicPath,
        // Federated entries cannot carry a content hash; they are served with no-cache instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
        uniqueName: federation.name,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          // react-router's default export condition is its development build.
          'react-router$': join(routerDir, 'dist', build, 'index.mjs'),
          'react-router/dom$': join(routerDir, 'dist', build, 'dom-export.mjs'),
        },
      },
      module: {
        rules: [
          {
            // Message catalogs (src/i18n/<locale>.json), compiled at build time (i18n-catalog.cjs).
            test: /[\\/]src[\\/]i18n[\\/][a-z]{2}\.json$/,
            type: 'javascript/auto',
            loader: require.resolve('./catalog-loader.cjs'),
          },
          typeScriptRule(appDir, /\.tsx?$/),
          {
            test: /\.css$/,
            use: [
              extractCss ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              require.resolve('css-loader'),
            ],
          },
          { test: /\.(png|jpe?g|webp|avif|gif|mp3|wav|json\.gz)$/i, type: 'asset/resource' },
          // Web fonts (the Urdu face, shared/src/ui/theme.css): hashed files the api serves with a
          // year's cache, never inlined into the stylesheet every page downloads.
          { test: /\.woff2$/i, type: 'asset/resource' },
          {
            test: /\.svg$/i,
            oneOf: [
              // Drawings the app names (`markupSvg`) are imported as their markup and drawn inline:
              // an SVG image makes Chromium build a document of its own on the page's main thread,
              // 10-200 ms each on a slow phone (bench/svg-documents.mjs); inline markup costs the
              // page's own style and layout of a few shapes.
              ...(markupSvg ? [{ test: markupSvg, type: 'asset/source' }] : []),
              {
                // A drawing this small (an icon) travels inside the script that shows it: a request
                // of its own would take one of the browser's few connections while the page's
                // scripts still download. Larger drawings stay files the browser caches.
                type: 'asset',
                parser: { dataUrlCondition: (source) => source.length <= INLINE_SVG_MAX_BYTES },
              },
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          dts: false,
          shareStrategy: 'loaded-first',
          manifest: true,
          experiments: federationExperiments({ host, production }),
          shared: sharedSingletons(appDir, { eager: host }),
          ...federation,
        }),
        // The federation plugin adds some runtime plugins by their CommonJS files, which pull in
        // the CommonJS build of the whole federation runtime beside the ES build the bundler
        // runtime imports: every page would carry the runtime twice. Each package's ES twin is used.
        new webpack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data) => {
          const esm = data.request?.replace(/\.cjs$/, '.js');
          if (esm && existsSync(esm)) data.request = esm;
        }),
        ...(extractCss
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
            ]
          : []),
        ...(standalone ? pageOf(appDir, title) : []),
        ...(production ? [new CompileHintsPlugin(), new BrotliCopiesPlugin()] : []),
        new webpack.DefinePlugin({
          ...buildDefinitions(production),
          // The app's release, shown where operators and support look (e.g. the profile page).
          __APP_RELEASE__: JSON.stringify(
            process.env.APP_RELEASE ?? require(join(appDir, 'package.json')).version,
          ),
        }),
      ],
      performance: { hints: false },
      optimization: production ? { moduleIds: 'deterministic' } : {},
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/landing', '/unsubscribe-service', '/remotes.json', '/apps'],
            target: process.env.API_ORIGIN ?? 'http://localhost:8080',
          },
        ],
      },
    };
  };
}
