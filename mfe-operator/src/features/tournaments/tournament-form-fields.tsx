import type { ChangeEvent } from 'react';
import type { TournamentFormValues } from './tournament-fields';

interface Props {
  values: TournamentFormValues;
  games: Array<{ id: number; name: string }>;
  onChange: (next: TournamentFormValues) => void;
}

type Key = keyof TournamentFormValues;

/** The tournament form's inputs, laid out in two columns on a desktop and one on a tablet. */
export function TournamentFormFields({ values, games, onChange }: Props) {
  const set =
    (key: Key) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = event.target;
      const value =
        target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      onChange({ ...values, [key]: value });
    };
  const text = (key: Key, label: string, type = 'text', required = false) => (
    <label className="op-field">
      <span>{label}</span>
      <input
        type={type}
        value={values[key] as string}
        onChange={set(key)}
        required={required}
        min={type === 'number' ? 0 : undefined}
      />
    </label>
  );
  return (
    <div className="op-form__grid">
      {text('name', 'Name', 'text', true)}
      <label className="op-field">
        <span>Game</span>
        {games.length > 0 ? (
          <select value={values.gameId} onChange={set('gameId')} required>
            <option value="">Choose a game</option>
            {games.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
          </select>
        ) : (
          <input type="number" min={1} value={values.gameId} onChange={set('gameId')} required />
        )}
      </label>
      {text('timeStart', 'Starts', 'datetime-local', true)}
      {text('timeEnd', 'Ends (default: 3 hours after the start)', 'datetime-local')}
      <label className="op-field">
        <span>Kind</span>
        <select
          value={values.esl ? 'esl' : 'weekly'}
          onChange={(e) => onChange({ ...values, esl: e.target.value === 'esl' })}
        >
          <option value="esl">ESL knockout (drawn by the engine)</option>
          <option value="weekly">Weekly</option>
        </select>
      </label>
      {text('platform', 'Platform')}
      <label className="op-field">
        <span>Prizes in</span>
        <select value={values.prizeCurrency} onChange={set('prizeCurrency')}>
          <option value="credits">Credits</option>
          <option value="rupees">Rupees</option>
        </select>
      </label>
      <label className="op-field">
        <span>Entry type</span>
        <select value={values.tournType} onChange={set('tournType')}>
          <option value="Credits">Credits</option>
          <option value="Cash">Cash</option>
        </select>
      </label>
      {text('prize', '1st prize', 'number', true)}
      {text('secondPrize', '2nd prize', 'number')}
      {text('thirdPrize', '3rd prize', 'number')}
      {text('entryFee', 'Entry fee (credits)', 'number')}
      <label className="op-field">
        <span>Third place</span>
        <select value={values.thirdPlace} onChange={set('thirdPlace')}>
          <option value="match">Third-place match</option>
          <option value="shared">Shared by the semi-final losers</option>
        </select>
      </label>
      <label className="op-field op-field--check">
        <input type="checkbox" checked={values.uidCheck} onChange={set('uidCheck')} />
        <span>Players must give their game ID</span>
      </label>
      <label className="op-field op-form__wide">
        <span>Rules (external games: room and check-in rules)</span>
        <textarea rows={4} value={values.rules} onChange={set('rules')} />
      </label>
    </div>
  );
}
