// How the build's three scripts find each other: the framework and the game code each leave one
// global behind, which the loader picks up once both have run.
import type { UnityInstanceLike, UnityLoaderConfig } from '../../game-contracts/unity-contract';
import type { GameFactory } from './game-module';

export interface BootOptions {
  canvas: HTMLCanvasElement;
  config: UnityLoaderConfig;
  data: ArrayBuffer;
  game: GameFactory;
}

export interface FrameworkGlobal {
  PlayZoneFramework?: { boot(options: BootOptions): UnityInstanceLike };
}

export interface GameCodeGlobal {
  PlayZoneGameCode?: GameFactory;
}
