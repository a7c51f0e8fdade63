import type { Message } from '../../../i18n';
import type { GameLabels } from '../../game-platform/hooks/use-game-language';
import { MATCH_REASONS, reasonLabelKey } from '../../../game-contracts/match-reasons';

/** What the Cannon Clash canvas draws, by the build's label key (game-builds/cannon-clash/config.ts). */
export const CANNON_CLASH_LABELS: GameLabels = {
  you: 'games.cannon.canvas.you',
  opponent: 'games.cannon.canvas.opponent',
  hint: 'games.cannon.canvas.hint',
  joining: 'games.cannon.phase.joining',
  waiting: 'games.cannon.phase.waiting',
  // Shorter than the phase line's, to fit the banner across the field.
  opponentTurning: 'games.cannon.canvas.opponentTurning',
  turnToStart: 'games.cannon.canvas.turnToStart',
  countdown: ['games.cannon.phase.getReady', ['seconds']],
  victory: 'games.cannon.phase.victory',
  defeat: 'games.cannon.phase.defeat',
  ...Object.fromEntries(
    MATCH_REASONS.flatMap((reason) =>
      [true, false].map((victory) => [
        reasonLabelKey(reason, victory),
        `games.cannon.reason.${reason}.${victory ? 'win' : 'loss'}` as Message,
      ]),
    ),
  ),
};
