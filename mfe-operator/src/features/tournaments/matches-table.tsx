import { MATCH_WORDS, wordOf } from '../../lib/status-words';
import { localNumber } from '../../ui/format';
import { Status } from '../../ui/status';
import { SubscriberName } from '../../ui/subscriber-name';
import type { OperatorMatch } from './api';

/** The winner by number and name, as the players are named. */
function Winner({ m }: { m: OperatorMatch }) {
  const name = m.winner === m.player1 ? m.player1_name : m.winner === m.player2 ? m.player2_name : null;
  return <SubscriberName phone={m.winner} name={name} />;
}

/**
 * A match staff can settle: not finished (a finished match keeps its result, even with no winner:
 * a double no-show or a voided match) and with two players.
 */
const settleable = (m: OperatorMatch): m is OperatorMatch & { player1: string; player2: string } =>
  m.status !== 'finished' && !m.winner && m.player1 !== null && m.player2 !== null;

/**
 * Every match with its players (by number and name, as in the bracket); an open match can be
 * settled for either player (a dispute) while the tournament is not over (`canSettle`).
 */
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
              <td>
                <SubscriberName phone={m.player1} name={m.player1_name} />
              </td>
              <td>
                <SubscriberName phone={m.player2} name={m.player2_name} />
              </td>
              <td>{m.room_id ?? '–'}</td>
              <td>
                {m.winner ? <Winner m={m} /> : <Status word={wordOf(MATCH_WORDS, m.status ?? 'scheduled')} />}
                {m.disputed && <strong className="op-alert"> Disputed</strong>}
              </td>
              {canSettle && (
                <td>
                  {settleable(m) && (
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
