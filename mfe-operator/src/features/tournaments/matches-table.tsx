import { localNumber } from '../../ui/format';
import type { OperatorMatch } from './api';

/** Every match with its players; an open match can be settled for either player (a dispute). */
export function MatchesTable({
  matches,
  canSettle,
  pending,
  onSettle,
}: {
  matches: OperatorMatch[];
  canSettle: boolean;
  pending: boolean;
  onSettle: (matchId: number, winner: string) => void;
}) {
  if (matches.length === 0) return <p className="op-muted">No matches yet.</p>;
  return (
    <div className="op-table-wrap">
      <table className="op-table">
        <thead>
          <tr>
            <th scope="col">Round</th>
            <th scope="col">Player 1</th>
            <th scope="col">Player 2</th>
            <th scope="col">Room</th>
            <th scope="col">Winner</th>
            {canSettle && <th scope="col">Settle</th>}
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => (
            <tr key={m.id}>
              <td>{m.round}</td>
              <td>{localNumber(m.player1)}</td>
              <td>{localNumber(m.player2)}</td>
              <td>{m.room_id ?? '–'}</td>
              <td>
                {m.winner ? localNumber(m.winner) : (m.status ?? 'open')}
                {m.disputed && <strong className="op-alert"> Disputed</strong>}
              </td>
              {canSettle && (
                <td>
                  {!m.winner && m.player1 && m.player2 && (
                    <div className="op-actions">
                      {[m.player1, m.player2].map((phone) => (
                        <button
                          key={phone}
                          type="button"
                          className="op-button"
                          disabled={pending}
                          onClick={() => onSettle(m.id, phone)}
                        >
                          {localNumber(phone)} won
                        </button>
                      ))}
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
