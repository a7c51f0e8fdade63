import { Navigate, useLocation } from '@portal/shared/router';
import { isPuzzleLevel } from '@portal/game-rules/puzzle';
import { useEslGameSession } from '../../game-platform/hooks/use-esl-game-session';
import { LEVEL_GAMES_HOME, parseLevelSeed, parseLevelSession } from '../../game-platform/lib/level-session';
import { PuzzleGame } from './puzzle-game';
import './puzzle-mania.css';

/** /puzzle-mania: needs the level's routing state (docs/product/games.md), else back to the gaming tasks. */
export function PuzzleManiaPage() {
  const { state } = useLocation();
  const session = parseLevelSession(state);
  const level = session?.game_level;
  if (!session || !isPuzzleLevel(level)) return <Navigate to={LEVEL_GAMES_HOME} replace />;
  // The board the api issued at play-start (carried in the routing state).
  const issued = parseLevelSeed(state);
  return (
    <PuzzleWithSession session={session} level={level} seed={issued === null ? undefined : () => issued} />
  );
}

function PuzzleWithSession(props: Parameters<typeof PuzzleGame>[0]) {
  useEslGameSession(props.session.game_unique_id);
  return <PuzzleGame {...props} />;
}
