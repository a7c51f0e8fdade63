import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../tooling/webpack.base.mjs';
import { gameBuildsConfig } from './build/game-builds.mjs';
import federation from './module-federation.config.mjs';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const remote = createWebpackConfig({
  appDir,
  federation,
  port: 3004,
  publicPath: 'auto',
  title: 'Games | PlayZone (standalone)',
});

// Two configs, one dist: the remote, and the game builds under dist/games/ (build/game-builds.mjs).
export default (env, argv) => {
  const remoteConfig = remote(env, argv);
  remoteConfig.output.clean = { keep: (file) => file.startsWith('games/') };
  return [remoteConfig, gameBuildsConfig({ appDir, production: argv.mode !== 'development' })];
};
