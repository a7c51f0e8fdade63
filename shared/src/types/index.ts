export type * from './entities';
export type * from './api';
