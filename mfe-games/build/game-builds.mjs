// The games' build folders: each game is packaged like a Unity WebGL build that react-unity-webgl
// loads (loader, framework, code, data), emitted into the remote's dist under
// games/<game>/Build/ with content-hashed names, plus <game>.json (the manifest the page reads:
// file names and byte sizes). Built by the same webpack run as the remote (a second config).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { aimTrainData } from './aim-train-data.mjs';
import { cannonClashData } from './cannon-clash-data.mjs';

const require = createRequire(import.meta.url);

/** Every packaged game: its code entry and its data file's bytes. */
export const GAMES = [
  { id: 'aim-train', code: './src/game-builds/aim-train/code.ts', data: aimTrainData },
  { id: 'cannon-clash', code: './src/game-builds/cannon-clash/code.ts', data: cannonClashData },
];

const PLUGIN = 'GameBuildFolders';
const buildDir = (id) => `games/${id}/Build`;

class GameBuildFolders {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const { Compilation, sources, util } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const game of GAMES) {
            const bytes = game.data();
            const hash = util.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
            compilation.emitAsset(
              `${buildDir(game.id)}/${game.id}.${hash}.data`,
              new sources.RawSource(bytes),
            );
          }
        },
      );
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const assets = compilation.getAssets();
          for (const game of GAMES) {
            const dir = `${buildDir(game.id)}/`;
            const find = (pattern) => {
              const asset = assets.find(
                (a) => a.name.startsWith(dir) && pattern.test(a.name.slice(dir.length)),
              );
              if (!asset) throw new Error(`${game.id}: no ${pattern} in the build`);
              return { file: asset.name.slice(dir.length), size: asset.source.size() };
            };
            const loader = find(/^[\w-]+\.loader\.[0-9a-f]+\.js$/);
            const framework = find(/^[\w-]+\.framework\.[0-9a-f]+\.js$/);
            const code = find(/^[\w-]+\.code\.[0-9a-f]+\.js$/);
            const data = find(/^[\w-]+\.[0-9a-f]+\.data$/);
            const manifest = {
              game: game.id,
              loader: loader.file,
              framework: framework.file,
              code: code.file,
              data: data.file,
              bytes: { loader: loader.size, framework: framework.size, code: code.size, data: data.size },
              downloadBytes: framework.size + code.size + data.size,
            };
            compilation.emitAsset(
              `${dir}${game.id}.json`,
              new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
            );
          }
        },
      );
    });
  }
}

/** The webpack config of the game builds (same dist folder as the remote; see webpack.config.mjs). */
export function gameBuildsConfig({ appDir, production }) {
  const entry = {};
  for (const game of GAMES) {
    const dir = buildDir(game.id);
    entry[`${dir}/${game.id}.loader`] = './src/game-builds/runtime/loader.ts';
    entry[`${dir}/${game.id}.framework`] = './src/game-builds/runtime/framework.ts';
    entry[`${dir}/${game.id}.code`] = game.code;
  }
  return {
    name: 'game-builds',
    context: appDir,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: false,
    entry,
    output: {
      path: join(appDir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      iife: true,
      // Only this config's own files: the remote's files in dist belong to the other config.
      clean: { keep: (file) => !file.startsWith('games/') },
    },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: require.resolve('ts-loader'),
          options: { transpileOnly: true, configFile: join(appDir, 'tsconfig.json') },
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    plugins: [new GameBuildFolders()],
  };
}
