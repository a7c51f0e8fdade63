import { formatCredits } from '@portal/shared/lib';
import { Link } from '@portal/shared/router';
import { ENTRY_KIND_WORDS, ENTRY_WORDS, wordOf } from '../../lib/status-words';
import { DataTable } from '../../ui/data-table';
import { formatDateTime, placeName } from '../../ui/format';
import { Status } from '../../ui/status';
import { StateName } from '../tournaments/state-name';
import { tournamentState } from '../tournaments/tournament-labels';
import type { SubscriberEntry, SubscriberTournament } from './api';

/** The subscriber's screenshot entries as the Submissions screen names them, with the review. */
export function EntriesTab({ rows }: { rows: SubscriberEntry[] }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(e) => `${e.kind}:${e.id}`}
      label="Entries"
      empty="Nothing yet."
      columns={[
        { header: 'Sent', cell: (e) => formatDateTime(e.createdAt) },
        { header: 'Kind', cell: (e) => wordOf(ENTRY_KIND_WORDS, e.kind).label },
        { header: 'Task or challenge', cell: (e) => e.challenge },
        { header: 'Prize (credits)', cell: (e) => formatCredits(e.prize), numeric: true },
        {
          header: 'Status',
          cell: (e) => (
            <>
              <Status word={wordOf(ENTRY_WORDS, e.status)} />
              {e.reason && <div className="op-muted">{e.reason}</div>}
            </>
          ),
        },
        { header: 'Reviewed', cell: (e) => formatDateTime(e.reviewedAt) },
        {
          header: 'Screenshot',
          cell: (e) =>
            e.image ? (
              <a href={e.image} target="_blank" rel="noreferrer">
                Open
              </a>
            ) : (
              '–'
            ),
        },
      ]}
    />
  );
}

/** The tournaments entered, each in the state the Tournaments screen gives it. */
export function TournamentsTab({ rows }: { rows: SubscriberTournament[] }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(t) => t.id}
      label="Tournaments"
      empty="Nothing yet."
      columns={[
        { header: 'Name', cell: (t) => <Link to={`/operator/tournaments/${t.id}`}>{t.name}</Link> },
        { header: 'State', cell: (t) => <StateName state={tournamentState(t)} /> },
        { header: 'Starts', cell: (t) => formatDateTime(t.timeStart) },
        { header: 'Checked in', cell: (t) => (t.checkedIn ? 'Yes' : 'No') },
        { header: 'Place', cell: (t) => (t.place ? placeName(t.place) : '–') },
        { header: 'Joined', cell: (t) => formatDateTime(t.joinedAt) },
      ]}
    />
  );
}
