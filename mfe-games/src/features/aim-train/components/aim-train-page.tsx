import { Navigate, useLocation } from '@portal/shared/router';
import type { GameLevelSession } from '@portal/contracts';
import { formatNumber } from '@portal/shared/i18n';
import { PageHeading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { GameError } from '../../game-platform/components/game-error';
import { GameProgress } from '../../game-platform/components/game-progress';
import { useEslGameSession } from '../../game-platform/hooks/use-esl-game-session';
import { useGameBuild } from '../../game-platform/hooks/use-game-build';
import { LEVEL_GAMES_HOME, parseLevelSeed, parseLevelSession } from '../../game-platform/lib/level-session';
import { AIM_TRAIN_GAME } from '../../../game-contracts/aim-train';
import { AimTrainGame } from './aim-train-game';
import './aim-train-page.css';

/** /aim-train: needs the level's routing state (docs/product/games.md), else back to the gaming tasks. */
export function AimTrainPage() {
  const { state } = useLocation();
  const session = parseLevelSession(state);
  if (!session) return <Navigate to={LEVEL_GAMES_HOME} replace />;
  return <AimTrainLevel session={session} seed={parseLevelSeed(state)} />;
}

function AimTrainLevel({ session, seed }: { session: GameLevelSession; seed: number | null }) {
  useEslGameSession(session.game_unique_id);
  const build = useGameBuild(AIM_TRAIN_GAME.build);
  const t = useT();
  return (
    <section className="aim-train-page">
      <PageHeading title="Aim Train">
        <p className="pz-muted">
          {t('games.level.subtitle', {
            level: formatNumber(session.game_level),
            credits: formatNumber(session.level_credits),
          })}
        </p>
      </PageHeading>
      {build.isPending && (
        <div className="game-stage">
          <div className="game-stage__overlay">
            <GameProgress progress={0} totalBytes={0} />
          </div>
        </div>
      )}
      {build.isError && (
        <div className="game-stage game-stage--error">
          <GameError />
        </div>
      )}
      {build.data && <AimTrainGame build={build.data} session={session} seed={seed} />}
    </section>
  );
}
