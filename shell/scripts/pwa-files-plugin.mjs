// Emits the installable-app files into the shell's dist folder: /manifest.webmanifest, /sw.js,
// /offline.html, /offline.js and /icons/*. They keep fixed names (the browser looks them up by name) and are
// served with no-cache like every unhashed file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export class PwaFilesPlugin {
  /** @param {{ pwaDir: string, productName?: string }} options */
  constructor({ pwaDir, productName }) {
    this.pwaDir = pwaDir;
    this.productName = productName;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
    compiler.hooks.thisCompilation.tap('PwaFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PwaFilesPlugin', stage }, () => {
        const read = (name) => readFileSync(join(this.pwaDir, name));
        const named = (text) => (this.productName ? text.replaceAll('PlayZone', this.productName) : text);
        const manifest = named(read('manifest.webmanifest').toString('utf8'));
        const offline = named(read('offline.html').toString('utf8'));
        // A new worker (and a fresh cache) whenever the offline page, the manifest or the worker change.
        const version = createHash('sha256')
          .update(manifest)
          .update(offline)
          .update(read('offline.js'))
          .update(read('sw.js'))
          .digest('hex')
          .slice(0, 12);
        const worker = read('sw.js').toString('utf8').replace('__SW_VERSION__', version);
        compilation.emitAsset('manifest.webmanifest', new RawSource(manifest));
        compilation.emitAsset('offline.html', new RawSource(offline));
        compilation.emitAsset('offline.js', new RawSource(read('offline.js')));
        compilation.emitAsset('sw.js', new RawSource(worker));
        for (const icon of readdirSync(join(this.pwaDir, 'icons'))) {
          compilation.emitAsset(`icons/${icon}`, new RawSource(read(join('icons', icon))));
        }
      });
    });
  }
}
