import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../tooling/webpack.base.mjs';
import federation from './module-federation.config.mjs';

export default createWebpackConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  federation,
  port: 3005,
  publicPath: 'auto',
  title: 'Operator console | PlayZone (standalone)',
});
