// Federation settings of the shell. Remotes are not listed here: the shell registers them at run
// time from /remotes.json, so a remote goes live by deploying that remote alone.
import { fileURLToPath } from 'node:url';

export default {
  name: 'shell',
  remotes: {},
  runtimePlugins: [fileURLToPath(new URL('./src/remotes/runtime-plugin.ts', import.meta.url))],
};
