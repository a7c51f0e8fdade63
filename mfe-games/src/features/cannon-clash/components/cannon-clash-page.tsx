import { useQuery } from '@portal/shared/query';
import { matchCheckin, profileQueryOptions } from '@portal/shared/api';
import { Link, Navigate, useLocation } from '@portal/shared/router';
import { ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { GameError } from '../../game-platform/components/game-error';
import { GameProgress } from '../../game-platform/components/game-progress';
import { useEslGameSession } from '../../game-platform/hooks/use-esl-game-session';
import { useGameBuild } from '../../game-platform/hooks/use-game-build';
import { CANNON_CLASH_GAME } from '../../../game-contracts/cannon-clash';
import { CANNON_CLASH_HOME, parseCannonClashState, type CannonClashRouteState } from '../lib/match-route';
import { CannonClashGame, LOADING_LABEL } from './cannon-clash-game';
import './cannon-clash.css';

export const CHECKIN_FALLBACK = 'Something went wrong.';

/** /cannon-clash: needs roomId in routing state (docs/product/games.md), else back to /tournaments. */
export function CannonClashPage() {
  const route = parseCannonClashState(useLocation().state);
  if (!route) return <Navigate to={CANNON_CLASH_HOME} replace />;
  return (
    <section className="cannon-clash-page">
      <PageHeading title="Cannon Clash">
        <p className="pz-muted">Room ID: {route.roomId}</p>
      </PageHeading>
      <CheckedInMatch route={route} />
    </section>
  );
}

/**
 * The match check-in (POST /v1/esl/tournament/match/checkin): the room-ID popup made it already
 * when the state says startGame; otherwise the page makes it and plays only when start_game.
 */
function CheckedInMatch({ route }: { route: CannonClashRouteState }) {
  const needsCheckin = !route.startGame && route.tournamentId !== null;
  const checkin = useQuery({
    queryKey: ['cannon-clash', 'match-checkin', route.tournamentId, route.roomId],
    queryFn: () => matchCheckin({ tournamentId: route.tournamentId ?? 0, roomId: route.roomId.trim() }),
    enabled: needsCheckin,
    retry: false,
    staleTime: Infinity,
  });
  if (!needsCheckin) return <MatchBuild route={route} />;
  if (checkin.isPending) return <Loading label="Checking in to the match..." />;
  const refusal = checkin.isError
    ? checkin.error.message
    : !checkin.data.success || !checkin.data.start_game
      ? checkin.data.message || CHECKIN_FALLBACK
      : null;
  if (refusal) {
    return (
      <div className="cannon-clash__refusal">
        <ErrorMessage message={refusal} prefixed={false} />
        <Link className="pz-button" to={CANNON_CLASH_HOME}>
          Back to tournaments
        </Link>
      </div>
    );
  }
  return <MatchBuild route={route} />;
}

function MatchBuild({ route }: { route: CannonClashRouteState }) {
  useEslGameSession(CANNON_CLASH_GAME.build);
  const build = useGameBuild(CANNON_CLASH_GAME.build);
  // The player's name comes from the profile query (the shell's cache); a failed read uses the fallback.
  const profile = useQuery(profileQueryOptions());
  if (build.isPending || profile.isPending) {
    return (
      <div className="game-stage">
        <div className="game-stage__overlay">
          <GameProgress progress={0} totalBytes={0} label={LOADING_LABEL} />
        </div>
      </div>
    );
  }
  if (build.isError) {
    return (
      <div className="game-stage game-stage--error">
        <GameError />
      </div>
    );
  }
  const playerName = profile.data?.username || profile.data?.name || '';
  return <CannonClashGame build={build.data} route={route} playerName={playerName} />;
}
