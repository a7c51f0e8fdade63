export * as puzzle from './puzzle/index';
export * as aimTrain from './aim-train/index';
export * as cannonClash from './cannon-clash/index';
export { createRng, hashString, shuffled, toSeed } from './random';
export type { Rng } from './random';
