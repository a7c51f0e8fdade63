import { MATCH_WORDS, wordOf } from '../../lib/status-words';
import { DataTable, type Column } from '../../ui/data-table';
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

type SettleProps = { pending: boolean; onSettle: (matchId: number, winner: string) => void };

/** A button per player of an open match: that player won. */
function SettleButtons({ m, pending, onSettle }: SettleProps & { m: OperatorMatch }) {
  if (!settleable(m)) return null;
  return (
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
  );
}

const COLUMNS: Column<OperatorMatch>[] = [
  { header: 'Round', cell: (m) => m.round },
  { header: 'Player 1', cell: (m) => <SubscriberName phone={m.player1} name={m.player1_name} /> },
  { header: 'Player 2', cell: (m) => <SubscriberName phone={m.player2} name={m.player2_name} /> },
  { header: 'Room', cell: (m) => m.room_id ?? '–' },
  {
    header: 'Winner',
    cell: (m) => (
      <>
        {m.winner ? <Winner m={m} /> : <Status word={wordOf(MATCH_WORDS, m.status ?? 'scheduled')} />}
        {m.disputed && <strong className="op-alert"> Disputed</strong>}
      </>
    ),
  },
];

/**
 * Every match with its players (by number and name, as in the bracket); an open match can be
 * settled for either player (a dispute) while the tournament is not over (`canSettle`).
 */
export function MatchesTable({
  matches,
  canSettle,
  pending,
  onSettle,
}: SettleProps & { matches: OperatorMatch[]; canSettle: boolean }) {
  const settle: Column<OperatorMatch> = {
    header: 'Settle',
    cell: (m) => <SettleButtons m={m} pending={pending} onSettle={onSettle} />,
  };
  return (
    <DataTable
      rows={matches}
      rowKey={(m) => m.id}
      label="Matches"
      empty="No matches yet."
      columns={canSettle ? [...COLUMNS, settle] : COLUMNS}
    />
  );
}
