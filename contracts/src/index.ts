// @portal/contracts: every request and response the api answers subscribers with, as TypeBox
// schemas (the api validates and serialises with them) and their Static<> types (the front ends
// import them with `import type`, so no TypeBox reaches a browser bundle). Rules and messages:
// '@portal/contracts/rules'.
export * from './schemas/common';
export * from './schemas/entities';
export * from './schemas/bracket';
export * from './schemas/api';
export * from './schemas/api-more';
export type * from './schemas/cannon-clash';
export * from './schemas/pages';
export * from './schemas/billing';
