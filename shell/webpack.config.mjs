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
};

export default (env, argv) => {
  const config = base(env, argv);
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
