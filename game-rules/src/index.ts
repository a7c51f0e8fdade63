export * as puzzle from './puzzle/index';
export * as aimTrain from './aim-train/index';
export { createRng, hashString, shuffled, toSeed } from './random';
export type { Rng } from './random';
