import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../tooling/webpack.base.mjs';
import federation from './module-federation.config.mjs';

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

export default (env, argv) => {
  const config = base(env, argv);
  config.devServer.setupMiddlewares = (middlewares, server) => {
    server.app.get('/remotes.json', (_req, res) => res.json(devRemotes));
    return middlewares;
  };
  return config;
};
