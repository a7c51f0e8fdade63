import { useQuery } from '@portal/shared/query';
import { dailyGamesQueryOptions } from '@portal/shared/api';
import { Trans } from '@portal/shared/i18n';
import { useNameOf } from '../../../hooks/use-local-name';
import { useT } from '../../../i18n';

export interface ChosenGameProps {
  gameId: number | null;
  onChange: () => void;
}

/** Names the daily-task game in play and offers 'Change game' (the choice is kept on the server). */
export function ChosenGame({ gameId, onChange }: ChosenGameProps) {
  const games = useQuery({ ...dailyGamesQueryOptions(), enabled: gameId !== null });
  const t = useT();
  const nameOf = useNameOf();
  const game = games.data?.data.find((g) => g.gameId === gameId);
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
