import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../tooling/webpack.base.mjs';
import federation from './module-federation.config.mjs';

export default createWebpackConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  federation,
  port: 3003,
  publicPath: 'auto',
  title: 'Rewards | PlayZone (standalone)',
  // The rewards' art (under 2 KB each) comes inside the page's script: the cards, the rewards page's
  // largest paint, are drawn with their pictures instead of asking for them once drawn.
  inlineSvg: /[\\/]assets[\\/]rewards[\\/]reward-\d+\.svg$/,
});
