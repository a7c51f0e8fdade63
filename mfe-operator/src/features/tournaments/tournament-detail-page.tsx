import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { Link, useParams } from '@portal/shared/router';
import { can } from '../../lib/roles';
import { formatDateTime, localNumber } from '../../ui/format';
import { QueryView } from '../../ui/query-view';
import { useStaffSession } from '../session/use-staff-session';
import { bracketQuery, matchesQuery, tournamentQuery, tournamentSmsQuery, useTournamentAction } from './api';
import { BracketView } from './bracket-view';
import { MatchesTable } from './matches-table';
import { prizeLine, statusName } from './tournament-labels';

export function TournamentDetailPage() {
  const id = Number(useParams().id);
  const role = useStaffSession().data?.staff.role;
  const manage = can(role, 'manage-tournaments');
  const tournament = useQuery(tournamentQuery(id));
  const bracket = useQuery(bracketQuery(id));
  const matches = useQuery(matchesQuery(id));
  const sms = useQuery(tournamentSmsQuery(id));
  const action = useTournamentAction(id);
  const [voiding, setVoiding] = useState(false);
  return (
    <QueryView query={tournament}>
      {(t) => (
        <>
          <div className="op-heading-row">
            <h1>{t.name}</h1>
            {manage && (
              <div className="op-actions">
                <Link className="op-button" to={`/operator/tournaments/${t.id}/edit`}>
                  Edit
                </Link>
                <button
                  type="button"
                  className="op-button op-button--danger"
                  onClick={() => setVoiding(true)}
                >
                  Void with refunds
                </button>
              </div>
            )}
          </div>
          {voiding && (
            <div className="op-reason" role="group" aria-label="Void">
              <span>Void this tournament? Every entry fee is refunded and players are told by SMS.</span>
              <button
                type="button"
                className="op-button op-button--danger"
                disabled={action.isPending}
                onClick={() => action.mutate({ void: true }, { onSuccess: () => setVoiding(false) })}
              >
                Void tournament
              </button>
              <button type="button" className="op-button op-button--ghost" onClick={() => setVoiding(false)}>
                Keep it
              </button>
            </div>
          )}
          {action.error && (
            <p role="alert" className="op-alert">
              {action.error.message}
            </p>
          )}
          <dl className="op-facts">
            <dt>Game</dt>
            <dd>
              {t.gameName} ({t.platform})
            </dd>
            <dt>Status</dt>
            <dd>{statusName(t)}</dd>
            <dt>Starts / ends</dt>
            <dd>
              {formatDateTime(t.timeStart)} – {formatDateTime(t.timeEnd)}
            </dd>
            <dt>Prizes</dt>
            <dd>{prizeLine(t) || '–'}</dd>
            <dt>Entry fee</dt>
            <dd>{t.entryFee} credits</dd>
            <dt>Players</dt>
            <dd>
              {t.registrations ?? 0} registered, {t.checkins ?? 0} checked in
            </dd>
          </dl>
          <h2>Bracket</h2>
          <QueryView query={bracket}>{(b) => <BracketView bracket={b} />}</QueryView>
          <h2>Matches</h2>
          <QueryView query={matches}>
            {(rows) => (
              <MatchesTable
                matches={rows}
                canSettle={manage}
                pending={action.isPending}
                onSettle={(matchId, winner) => action.mutate({ settle: { matchId, winner } })}
              />
            )}
          </QueryView>
          <h2>Texts sent</h2>
          <QueryView query={sms}>
            {(rows) =>
              rows.length === 0 ? (
                <p className="op-muted">No texts yet.</p>
              ) : (
                <ul className="op-list">
                  {rows.map((m) => (
                    <li key={m.id}>
                      <span className="op-muted">{formatDateTime(m.createdAt)}</span> {localNumber(m.phone)}:{' '}
                      {m.body} <span className="op-status">{m.status}</span>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryView>
        </>
      )}
    </QueryView>
  );
}
