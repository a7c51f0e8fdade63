import type { Game } from '@portal/contracts';
import { Trans } from '@portal/shared/i18n';
import { useNameOf } from '../../../hooks/use-local-name';
import { useT } from '../../../i18n';

export interface ChosenGameProps {
  gameId: number | null;
  /** The game's entry in the daily-games list (useDailyTaskGame), once it has arrived. */
  game?: Game;
  onChange: () => void;
}

/** Names the daily-task game in play and offers 'Change game' (the choice is kept on the server). */
export function ChosenGame({ gameId, game, onChange }: ChosenGameProps) {
  const t = useT();
  const nameOf = useNameOf();
  const name = game ? nameOf(game.name, game) : '…';
  return (
    <div className="tasks-chosen-game">
      {gameId !== null && (
        <p data-testid="chosen-game">
          <Trans id="tasks.daily.yourGame" values={{ name }} components={{ 0: <strong /> }} />
        </p>
      )}
      <button type="button" className="pz-button pz-button--secondary" onClick={onChange}>
        {gameId !== null ? t('tasks.daily.changeGame') : t('tasks.daily.selectGame')}
      </button>
    </div>
  );
}
