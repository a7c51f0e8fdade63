// What a game's code file provides to the framework, and what the framework gives the game.
import type { UnityMessageParameter } from '../../game-contracts/unity-contract';
import type { DataPackage } from './data-package';

/** The canvas as laid out on the page: CSS pixels and the device pixel ratio of its backing store. */
export interface GameView {
  width: number;
  height: number;
  dpr: number;
}

export interface GameHost {
  canvas: HTMLCanvasElement;
  data: DataPackage;
  /** Plays a sound from the data package (no-op until the player has touched the page). */
  sound(name: string): void;
  /** window.dispatchReactUnityEvent(eventName, ...parameters). */
  emit(eventName: string, ...parameters: UnityMessageParameter[]): void;
  /** True only when the test flag was set before the game loaded. */
  testHooks: boolean;
}

export interface GameModule {
  /** Fixed steps per second of update(). */
  tickHz: number;
  receive(gameObject: string, method: string, parameter?: UnityMessageParameter): void;
  update(): void;
  render(ctx: CanvasRenderingContext2D, view: GameView): void;
  /** A press (mouse button or touch) at CSS pixel coordinates of the canvas. */
  pointerDown(x: number, y: number, view: GameView): void;
  /** Called once after the first frame was drawn. */
  started?(): void;
  quit?(): void;
}

export type GameFactory = (host: GameHost) => GameModule;
