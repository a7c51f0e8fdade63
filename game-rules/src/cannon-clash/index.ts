export type {
  Cannon,
  MatchOptions,
  MatchState,
  MatchStatus,
  Minion,
  PendingInput,
  PlayerInput,
  Side,
  Tower,
  TowerKind,
  WinReason,
} from './types';
export * from './constants';
export { createMatch } from './create';
export { applyInput } from './input';
export { step } from './step';
export { decideTiebreak, forfeit } from './tiebreak';
export type { Decision } from './tiebreak';
export { attackableTowersOf, damageTower, isTowerAttackable, towerHpOf, towersDestroyedOf } from './towers';
export { snapshot, viewXToWorldX } from './view';
export type { CannonView, MatchSnapshot, MinionView, TowerView } from './view';
export { attacker, erraticPlayer, idlePlayer, playMatch } from './players';
export type { CannonPlayer } from './players';
export { hashString, toSeed } from '../random';
