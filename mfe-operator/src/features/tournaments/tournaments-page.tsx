import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { Link } from '@portal/shared/router';
import { can } from '../../lib/roles';
import { formatDateTime } from '../../ui/format';
import { DataTable } from '../../ui/data-table';
import { QueryView } from '../../ui/query-view';
import { useStaffSession } from '../session/use-staff-session';
import { tournamentsQuery } from './api';
import { StateName } from './state-name';
import { prizeLine, tournamentState } from './tournament-labels';

/**
 * The filter's groups of the states by stored status: 1 open or drawn, 2 live, closed or waiting
 * for results, 3 and 4 ended (a weekly and an ESL tournament), 5 cancelled or voided.
 */
const STATE_FILTERS = [
  ['', 'All'],
  ['1', 'Not started'],
  ['2', 'Under way'],
  ['3,4', 'Ended'],
  ['5', 'Cancelled or voided'],
] as const;

export function TournamentsPage() {
  const role = useStaffSession().data?.staff.role;
  const [status, setStatus] = useState('');
  const list = useQuery(tournamentsQuery(status));
  return (
    <>
      <div className="op-heading-row">
        <h1>Tournaments</h1>
        {can(role, 'manage-tournaments') && (
          <Link className="op-button op-button--primary" to="/operator/tournaments/new">
            New tournament
          </Link>
        )}
      </div>
      <div className="op-filters" role="group" aria-label="Filters">
        <label className="op-field op-field--inline">
          <span>State</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            {STATE_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryView query={list}>
        {(items) => (
          <DataTable
            rows={items}
            rowKey={(t) => t.id}
            empty="No tournaments here."
            columns={[
              { header: 'Name', cell: (t) => <Link to={`/operator/tournaments/${t.id}`}>{t.name}</Link> },
              { header: 'State', cell: (t) => <StateName state={tournamentState(t)} /> },
              { header: 'Game', cell: (t) => t.gameName },
              { header: 'Kind', cell: (t) => (t.esl ? 'ESL' : 'Weekly') },
              { header: 'Starts', cell: (t) => formatDateTime(t.timeStart) },
              { header: 'Prizes', cell: prizeLine },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
