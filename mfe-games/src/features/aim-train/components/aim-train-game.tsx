import { useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import type { GameLevelSession } from '@portal/contracts';
import { GameStage } from '../../game-platform/components/game-stage';
import { LeaveLevelDialog } from '../../game-platform/components/leave-level-dialog';
import type { GameBuild } from '../../game-platform/hooks/use-game-build';
import { useGameLanguage } from '../../game-platform/hooks/use-game-language';
import { useGameLoader } from '../../game-platform/hooks/use-game-loader';
import { useImmersiveGame } from '../../game-platform/hooks/use-immersive-game';
import { useRotateNotice } from '../../game-platform/hooks/use-mobile-landscape';
import { LEVEL_GAMES_HOME } from '../../game-platform/lib/level-session';
import { randomSeed } from '../../game-platform/lib/random-seed';
import { AIM_TRAIN_GAME } from '../../../game-contracts/aim-train';
import { useAimTrainLevel } from '../hooks/use-aim-train-level';
import { AIM_TRAIN_LABELS } from '../lib/aim-train-labels';
import { LevelResultPopup } from './level-result-popup';

export interface AimTrainGameProps {
  build: GameBuild;
  session: GameLevelSession;
  /** The seed the api issued at play-start; a fresh one when the routing state carried none. */
  seed?: number | null;
}

/** The loaded Aim Train build: the stage, the level exchange and the result popup. */
export function AimTrainGame({ build, session, seed: issuedSeed }: AimTrainGameProps) {
  const navigate = useNavigate();
  const [seed] = useState(() => issuedSeed ?? randomSeed());
  const loader = useGameLoader(build, 'Aim Train');
  useGameLanguage(loader, AIM_TRAIN_GAME.gameObject, AIM_TRAIN_LABELS);
  const upright = useRotateNotice();
  const { outcome, report, leaveQuestion } = useAimTrainLevel(loader, session, seed, !upright);
  // On a phone the stage is fullscreen while the level is played; once it ends, fullscreen is left,
  // or the result popup (outside the stage) would stay hidden behind the game, Close out of reach.
  useImmersiveGame(!outcome);
  return (
    <>
      <GameStage loader={loader} totalBytes={build.manifest.downloadBytes} title="Aim Train" />
      <LeaveLevelDialog question={leaveQuestion} />
      <LevelResultPopup
        outcome={outcome}
        report={report}
        onClose={() => navigate(LEVEL_GAMES_HOME, { replace: true })}
      />
    </>
  );
}
