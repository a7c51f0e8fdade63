import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../tooling/webpack.base.mjs';
import { markupSvg } from './art.config.mjs';
import federation from './module-federation.config.mjs';

export default createWebpackConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  federation,
  port: 3003,
  publicPath: 'auto',
  title: 'Rewards | PlayZone (standalone)',
  markupSvg,
});
