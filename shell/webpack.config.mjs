import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../tooling/webpack.base.mjs';
import federation from './module-federation.config.mjs';
import { PwaFilesPlugin } from './scripts/pwa-files-plugin.mjs';

const base = createWebpackConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
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

// The first-screen image of a route, as the promo carousel's first slide shows it (narrow art at
// 768 px and below): the server preloads it with the page.
const FIRST_SCREEN_IMAGES = {
  '/': [
    { asset: 'tournaments-narrow', media: '(max-width: 768px)' },
    { asset: 'tournaments-wide', media: '(min-width: 769px)' },
  ],
};

/**
 * Writes dist/entry-routes.json: per route, the remote modules its first screen renders and its
 * first-screen images. The api reads it to announce those downloads in the page's head.
 */
class EntryRoutesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntryRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EntryRoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          // Node runs the route table's TypeScript directly (it has no run-time imports).
          const table = await import('./src/routing/route-table.ts');
          const routes = { '/': table.modulesForPath('/') };
          for (const { path, remote, module } of table.remoteRoutes) routes[path] = [{ remote, module }];
          const names = Object.keys(compilation.assets);
          const images = {};
          for (const [route, list] of Object.entries(FIRST_SCREEN_IMAGES)) {
            images[route] = list.flatMap(({ asset, media }) => {
              const file = names.find((n) => n.startsWith(`assets/${asset}.`));
              return file ? [{ href: `/${file}`, media }] : [];
            });
          }
          const body = JSON.stringify({ routes, images }, null, 1);
          compilation.emitAsset('entry-routes.json', new sources.RawSource(body));
        },
      );
    });
  }
}

export default (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new EntryRoutesPlugin());
  // The web app manifest, the service worker, the offline page and the app icons.
  config.plugins.push(
    new PwaFilesPlugin({
      pwaDir: fileURLToPath(new URL('./src/pwa', import.meta.url)),
      productName: process.env.PORTAL_PRODUCT_NAME,
    }),
  );
  config.devServer.setupMiddlewares = (middlewares, server) => {
    server.app.get('/remotes.json', (_req, res) => res.json(devRemotes));
    return middlewares;
  };
  return config;
};
