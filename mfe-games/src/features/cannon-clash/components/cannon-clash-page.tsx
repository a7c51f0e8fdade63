import { useQuery } from '@portal/shared/query';
import { matchCheckin, profileQueryOptions } from '@portal/shared/api';
import { Link, Navigate, useLocation } from '@portal/shared/router';
import { apiMessage, useLocale } from '@portal/shared/i18n';
import { ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { GameError } from '../../game-platform/components/game-error';
import { GameProgress } from '../../game-platform/components/game-progress';
import { useEslGameSession } from '../../game-platform/hooks/use-esl-game-session';
import { useGameBuild } from '../../game-platform/hooks/use-game-build';
import { CANNON_CLASH_GAME } from '../../../game-contracts/cannon-clash';
import { CANNON_CLASH_HOME, parseCannonClashState, type CannonClashRouteState } from '../lib/match-route';
import { CannonClashGame } from './cannon-clash-game';
import './cannon-clash.css';

/** /cannon-clash: needs roomId in routing state (docs/product/games.md), else back to /tournaments. */
export function CannonClashPage() {
  const route = parseCannonClashState(useLocation().state);
  const t = useT();
  if (!route) return <Navigate to={CANNON_CLASH_HOME} replace />;
  return (
    <section className="cannon-clash-page">
      <PageHeading title="Cannon Clash">
        <p className="pz-muted">{t('games.cannon.roomId', { roomId: route.roomId })}</p>
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
  const t = useT();
  const locale = useLocale();
  if (!needsCheckin) return <MatchBuild route={route} />;
  if (checkin.isPending) return <Loading label={t('games.cannon.checkin.loading')} />;
  const answer = checkin.data as (typeof checkin.data & { code?: unknown }) | undefined;
  // The api's refusal is English: another language shows its text for the answer's code, else ours.
  const refusal = checkin.isError
    ? checkin.error.message
    : answer && (!answer.success || !answer.start_game)
      ? apiMessage(
          answer.code,
          (locale === 'en' && answer.message) || undefined,
          t('games.cannon.checkin.fallback'),
        )
      : null;
  if (refusal) {
    return (
      <div className="cannon-clash__refusal">
        <ErrorMessage message={refusal} prefixed={false} />
        <Link className="pz-button" to={CANNON_CLASH_HOME}>
          {t('games.cannon.checkin.back')}
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
  const t = useT();
  if (build.isPending || profile.isPending) {
    return (
      <div className="game-stage">
        <div className="game-stage__overlay">
          <GameProgress progress={0} totalBytes={0} label={t('games.loading.multiplayer')} />
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
