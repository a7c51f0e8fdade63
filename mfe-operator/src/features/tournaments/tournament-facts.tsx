import { formatCredits } from '@portal/shared/lib';
import { OUTBOX_WORDS, wordOf } from '../../lib/status-words';
import { formatDateTime, localNumber } from '../../ui/format';
import { Status } from '../../ui/status';
import { UrduText, WrittenText } from '../../ui/urdu-text';
import type { SentSms, Tournament } from './api';
import { StateName } from './state-name';
import { prizeLine, tournamentState } from './tournament-labels';

/** The tournament's game, state (with what it means), times, prizes, fee and players. */
export function TournamentFacts({ t }: { t: Tournament }) {
  const state = tournamentState(t);
  return (
    <dl className="op-facts">
      <dt>Name in Urdu</dt>
      <dd>
        {t.nameUr ? <UrduText text={t.nameUr} /> : <span className="op-muted">None (English shown)</span>}
      </dd>
      <dt>Game</dt>
      <dd>
        {t.gameName} ({t.platform})
      </dd>
      <dt>State</dt>
      <dd>
        <StateName state={state} /> <span className="op-muted">{state.note}</span>
      </dd>
      <dt>Starts / ends</dt>
      <dd>
        {formatDateTime(t.timeStart)} – {formatDateTime(t.timeEnd)}
      </dd>
      <dt>Prizes</dt>
      <dd>{prizeLine(t) || '–'}</dd>
      <dt>Entry fee</dt>
      <dd>{formatCredits(t.entryFee)} credits</dd>
      <dt>Players</dt>
      <dd>
        {t.registrations ?? 0} registered, {t.checkins ?? 0} checked in
      </dd>
    </dl>
  );
}

/** The texts this tournament sent its players. */
export function SentTexts({ rows }: { rows: SentSms[] }) {
  if (rows.length === 0) return <p className="op-muted">No texts yet.</p>;
  return (
    <ul className="op-list">
      {rows.map((m) => (
        <li key={m.id}>
          <span className="op-muted">{formatDateTime(m.createdAt)}</span> {localNumber(m.phone)}:{' '}
          <WrittenText text={m.body} /> <Status word={wordOf(OUTBOX_WORDS, m.status)} />
        </li>
      ))}
    </ul>
  );
}
