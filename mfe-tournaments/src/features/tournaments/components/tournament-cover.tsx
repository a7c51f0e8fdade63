import type { Tournament } from '@portal/contracts';
import { GameCover } from '@portal/shared/ui';

/** A tournament's game art on its card and its page: the cover by game name, its initial when unknown. */
export function TournamentCover({ t, priority = false }: { t: Tournament; priority?: boolean }) {
  return (
    <GameCover
      game={t.game_name}
      src={t.thumbnail}
      alt={t.game_name}
      className="tournament-card__cover"
      pictureClassName="tournament-card__cover"
      initial
      priority={priority}
    />
  );
}
