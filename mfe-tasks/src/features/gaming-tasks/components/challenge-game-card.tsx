import { Link } from '@portal/shared/router';
import type { DailyGame } from '@portal/contracts';
import { GameCover } from '@portal/shared/ui';
import { useNameOf } from '../../../hooks/use-local-name';

/** A game with challenges, opening its challenge list. */
export function ChallengeGameCard({ game }: { game: DailyGame }) {
  const nameOf = useNameOf();
  return (
    <Link
      className="pz-card tasks-game-card tasks-game-card__link"
      to={`/game-challenges?gameId=${game.gameId}`}
    >
      <GameCover game={game.game} src={game.thumbnail} className="game-cover" />
      <span className="tasks-game-card__name">{nameOf(game.game, game)}</span>
    </Link>
  );
}
