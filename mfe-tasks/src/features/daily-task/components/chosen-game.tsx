import { useQuery } from '@portal/shared/query';
import { dailyGamesQueryOptions } from '@portal/shared/api';

export interface ChosenGameProps {
  gameId: number | null;
  onChange: () => void;
}

/** Names the daily-task game in play and offers 'Change game' (the choice is kept on the server). */
export function ChosenGame({ gameId, onChange }: ChosenGameProps) {
  const games = useQuery({ ...dailyGamesQueryOptions(), enabled: gameId !== null });
  const name = games.data?.data.find((g) => g.gameId === gameId)?.name;
  return (
    <div className="tasks-chosen-game">
      {gameId !== null && (
        <p data-testid="chosen-game">
          Your game: <strong>{name ?? '…'}</strong>
        </p>
      )}
      <button type="button" className="pz-button pz-button--secondary" onClick={onChange}>
        {gameId !== null ? 'Change game' : 'Select your game'}
      </button>
    </div>
  );
}
