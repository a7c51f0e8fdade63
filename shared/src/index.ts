// The root entry carries only what has no state: the entity types and the product config.
// Stateful parts (session atoms, the api client) are imported from their subpaths.
export type * from '@portal/contracts';
export * from '@portal/shared/config';
