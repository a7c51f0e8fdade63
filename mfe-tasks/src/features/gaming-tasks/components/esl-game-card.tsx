import { useSetAtom } from 'jotai';
import { Link } from '@portal/shared/router';
import { cannonInstructionsOpenAtom } from '@portal/shared/session';
import type { EslGame } from '@portal/contracts';
import { GameCover, PracticeBotButton } from '@portal/shared/ui';
import { useNameOf } from '../../../hooks/use-local-name';
import { useT } from '../../../i18n';
import { eslGameHref, isCannonGame } from '../lib/esl-games';

/** An ESL game; Cannon Clash adds 'How to Play', which opens the instructions modal the shell renders. */
export function EslGameCard({ game }: { game: EslGame }) {
  const openInstructions = useSetAtom(cannonInstructionsOpenAtom);
  const t = useT();
  const name = useNameOf()(game.game_name, game);
  return (
    <div className="pz-card tasks-game-card">
      <Link className="tasks-game-card__link" to={eslGameHref(game)}>
        <GameCover game={game.game_name} src={game.thumbnail} className="game-cover" />
        <span className="tasks-game-card__name">{name}</span>
      </Link>
      {isCannonGame(game) && (
        <button
          type="button"
          className="pz-button pz-button--secondary"
          onClick={() => openInstructions(true)}
        >
          <span className="tasks-info-icon" aria-hidden="true" />
          {t('tasks.gaming.howToPlay')}
          <span className="pz-visually-hidden"> {name}</span>
        </button>
      )}
      {isCannonGame(game) && <PracticeBotButton />}
    </div>
  );
}
