// The front ends' calls to the provider API, one file per endpoint (typed fetcher plus its
// react-query key and options), grouped by the remote that mainly uses them.
export * from './core';
export * from './tasks';
export * from './tournaments';
export * from './rewards';
export * from './games';
export * from './billing';
