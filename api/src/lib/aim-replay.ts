import type { AimTrainReplay } from '@portal/shared/types';
import { verifyReplay } from '@portal/game-rules/aim-train';

/**
 * Re-runs an Aim Train replay with the shared simulation. A claimed pass counts only when the
 * simulation passes too. Returns null when the replay confirms a pass, else the reason.
 */
export function verifyAimTrainReplay(level: number, replay: AimTrainReplay): string | null {
  const result = verifyReplay({ level, seed: replay.seed, inputs: replay.inputs });
  if (!result.valid) return result.reason ?? 'Replay refused';
  return result.passed ? null : `Replay does not pass the level${result.reason ? `: ${result.reason}` : ''}`;
}
