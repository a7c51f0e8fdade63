import { useId, type ChangeEvent } from 'react';
import { limits } from '@portal/contracts/rules';
import { UrduField } from '../../ui/urdu-field';
import { withStart, type TournamentFormValues } from './tournament-fields';

interface Props {
  values: TournamentFormValues;
  games: Array<{ id: number; name: string }>;
  onChange: (next: TournamentFormValues) => void;
}

type Key = keyof TournamentFormValues;
type Change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
type Options = ReadonlyArray<readonly [value: string, label: string]>;

const KIND_OPTIONS: Options = [
  ['esl', 'ESL knockout (drawn by the engine)'],
  ['weekly', 'Weekly'],
];
const PRIZE_CURRENCY_OPTIONS: Options = [
  ['credits', 'Credits'],
  ['rupees', 'Rupees (a Cash tournament)'],
];
/**
 * The api's tournament type follows the prizes (api/src/tournament-engine/README.md, rule 10): a
 * Cash tournament pays its places in rupees and asks players for an e-mail when they register.
 * Entry fees are credits in either.
 */
const PRIZES_HINT =
  'Rupee prizes make it a Cash tournament: places are paid out in rupees and players give an e-mail to register. Entry fees are always credits.';
const THIRD_PLACE_OPTIONS: Options = [
  ['match', 'Third-place match'],
  ['shared', 'Shared by the semi-final losers'],
];

/** The prizes' currency and the tournament type that goes with it. */
function prizesIn(currency: string): Pick<TournamentFormValues, 'prizeCurrency' | 'tournType'> {
  return currency === 'rupees'
    ? { prizeCurrency: 'rupees', tournType: 'Cash' }
    : { prizeCurrency: 'credits', tournType: 'Credits' };
}

function SelectField(props: {
  label: string;
  value: string;
  onChange: Change;
  options: Options;
  hint?: string;
}) {
  const hintId = useId();
  const field = (
    <label className="op-field">
      <span>{props.label}</span>
      <select
        value={props.value}
        onChange={props.onChange}
        aria-describedby={props.hint ? hintId : undefined}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
  if (!props.hint) return field;
  // The hint stays out of the label: it describes the field, it does not name it.
  return (
    <div className="op-field">
      {field}
      <small id={hintId} className="op-field__hint">
        {props.hint}
      </small>
    </div>
  );
}

/**
 * The zone a datetime-local field is read in: the browser's, which the form says, since staff in
 * one city may schedule for another ('Asia/Karachi (UTC+05:00)').
 */
export function timeZoneHint(now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const minutes = -now.getTimezoneOffset();
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `Times are in this browser's time zone: ${zone} (${offset}).`;
}

/** The start and the end, with the time zone they are read in under the start. */
function TimeFields({ values, set }: { values: TournamentFormValues; set: (key: Key) => Change }) {
  const hintId = useId();
  return (
    <>
      <div className="op-field">
        <label className="op-field">
          <span>Starts</span>
          <input
            type="datetime-local"
            value={values.timeStart}
            onChange={set('timeStart')}
            required
            aria-describedby={hintId}
          />
        </label>
        <small id={hintId} className="op-field__hint">
          {timeZoneHint()}
        </small>
      </div>
      <label className="op-field">
        <span>Ends (default: 3 hours after the start)</span>
        <input
          type="datetime-local"
          value={values.timeEnd}
          onChange={set('timeEnd')}
          aria-describedby={hintId}
        />
      </label>
    </>
  );
}

/** The game: a list of the known games, or the game's number when the list is not there. */
function GameField({ value, games, onChange }: { value: string; games: Props['games']; onChange: Change }) {
  return (
    <label className="op-field">
      <span>Game</span>
      {games.length > 0 ? (
        <select value={value} onChange={onChange} required>
          <option value="">Choose a game</option>
          {games.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </select>
      ) : (
        <input type="number" min={1} value={value} onChange={onChange} required />
      )}
    </label>
  );
}

/** The tournament form's inputs, laid out in two columns on a desktop and one on a phone. */
export function TournamentFormFields({ values, games, onChange }: Props) {
  const set =
    (key: Key): Change =>
    (event) => {
      const target = event.target;
      const value =
        target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      onChange(key === 'timeStart' ? withStart(values, String(value)) : { ...values, [key]: value });
    };
  const text = (key: Key, label: string, type = 'text', required = false, maxLength?: number) => (
    <label className="op-field">
      <span>{label}</span>
      <input
        type={type}
        value={values[key] as string}
        onChange={set(key)}
        required={required}
        min={type === 'number' ? 0 : undefined}
        maxLength={maxLength}
      />
    </label>
  );
  return (
    <div className="op-form__grid">
      {text('name', 'Name', 'text', true, limits.tournamentNameMax)}
      <UrduField
        label="Name in Urdu (optional)"
        value={values.nameUr}
        onChange={set('nameUr')}
        maxLength={limits.tournamentNameMax}
      />
      <GameField value={values.gameId} games={games} onChange={set('gameId')} />
      <TimeFields values={values} set={set} />
      <SelectField
        label="Kind"
        value={values.esl ? 'esl' : 'weekly'}
        onChange={(e) => onChange({ ...values, esl: e.target.value === 'esl' })}
        options={KIND_OPTIONS}
      />
      {text('platform', 'Platform')}
      <SelectField
        label="Prizes in"
        value={values.prizeCurrency}
        onChange={(e) => onChange({ ...values, ...prizesIn(e.target.value) })}
        options={PRIZE_CURRENCY_OPTIONS}
        hint={PRIZES_HINT}
      />
      {text('prize', '1st prize', 'number', true)}
      {text('secondPrize', '2nd prize', 'number')}
      {text('thirdPrize', '3rd prize', 'number')}
      {text('entryFee', 'Entry fee (credits)', 'number')}
      <SelectField
        label="Third place"
        value={values.thirdPlace}
        onChange={set('thirdPlace')}
        options={THIRD_PLACE_OPTIONS}
      />
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
