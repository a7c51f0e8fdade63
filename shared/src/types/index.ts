export type * from './entities';
export type * from './api';
export type * from './cannon-clash';
export type * from './bracket';
