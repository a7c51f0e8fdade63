import type { GameLabels } from '../../game-platform/hooks/use-game-language';

/** What the Aim Train canvas draws, by the build's label key (game-contracts/aim-train.ts). */
export const AIM_TRAIN_LABELS: GameLabels = {
  heading: ['games.aim.canvas.heading', ['level']],
  waiting: 'games.aim.canvas.waiting',
  getReady: 'games.aim.canvas.getReady',
  hits: 'games.aim.canvas.hits',
  accuracy: 'games.aim.canvas.accuracy',
  missed: 'games.aim.canvas.missed',
  time: 'games.aim.canvas.time',
  completed: ['games.level.completed', ['level']],
  failed: ['games.level.failed', ['level', 'reason']],
  'reason.timeUp': 'games.level.reason.timeUp',
  'reason.tooManyMissed': 'games.level.reason.tooManyMissed',
  'reason.accuracy': ['games.level.reason.accuracy', ['percent']],
  'reason.unknown': 'games.level.reason.unknown',
};
