import { useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { session } from '@portal/shared/session';
import { GameStage } from '../../game-platform/components/game-stage';
import type { GameBuild } from '../../game-platform/hooks/use-game-build';
import { useGameLanguage } from '../../game-platform/hooks/use-game-language';
import { useGameLoader } from '../../game-platform/hooks/use-game-loader';
import { useImmersiveGame } from '../../game-platform/hooks/use-immersive-game';
import { useRotateNotice } from '../../game-platform/hooks/use-mobile-landscape';
import { useCannonMatch } from '../hooks/use-cannon-match';
import { CANNON_CLASH_GAME, joinRoomPayload } from '../../../game-contracts/cannon-clash';
import { useT } from '../../../i18n';
import { CANNON_CLASH_LABELS } from '../lib/cannon-clash-labels';
import { CANNON_CLASH_HOME, type CannonClashRouteState } from '../lib/match-route';
import { MatchPopup } from './match-popup';
import { MatchStatus, matchStatusText } from './match-status';
import { SoundToggle } from './sound-toggle';

export interface CannonClashGameProps {
  build: GameBuild;
  route: CannonClashRouteState;
  /** The player's name in the room (the profile's username or name); '' for the fallback. */
  playerName: string;
}

/** The loaded Cannon Clash build: the phase line, the stage and the match popup. */
export function CannonClashGame({ build, route, playerName }: CannonClashGameProps) {
  const navigate = useNavigate();
  // Built once per page: the fallback player name carries the time the page opened.
  const [join] = useState(() =>
    joinRoomPayload({
      roomId: route.roomId,
      tournamentId: route.tournamentId,
      playerName,
      token: session.token() ?? '',
    }),
  );
  const loader = useGameLoader(build, 'Cannon Clash');
  useGameLanguage(loader, CANNON_CLASH_GAME.gameObject, CANNON_CLASH_LABELS);
  const t = useT();
  // On a phone held upright the player is in the room at once, behind the rotate notice; the
  // countdown waits until both players see the game (docs/product/games.md).
  const upright = useRotateNotice();
  const { view, report } = useCannonMatch(loader, join, !upright);
  // Until the match ends or the connection fails (then a popup shows, outside fullscreen).
  useImmersiveGame(view.phase !== 'finished' && !view.connectionError);
  return (
    <>
      <MatchStatus view={view} loaded={loader.status === 'loaded'} upright={upright} />
      <GameStage
        loader={loader}
        totalBytes={build.manifest.downloadBytes}
        title="Cannon Clash"
        loadingLabel={t('games.loading.multiplayer')}
        // Upright, a stage in fullscreen hides the phase line: the notice says it too ('Your
        // opponent is here. Turn your phone to landscape to start.', or that the match is on).
        rotateDetail={matchStatusText(view, upright)}
      >
        <SoundToggle loader={loader} />
      </GameStage>
      <MatchPopup
        view={view}
        saving={report.isPending}
        outcome={report.data?.data.outcome}
        practice={route.tournamentId === null}
        onLeave={() => navigate(CANNON_CLASH_HOME, { replace: true })}
      />
    </>
  );
}
