import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { Link } from '@portal/shared/router';
import { can } from '../../lib/roles';
import { formatDateTime } from '../../ui/format';
import { DataTable } from '../../ui/data-table';
import { QueryView } from '../../ui/query-view';
import { useStaffSession } from '../session/use-staff-session';
import { tournamentsQuery } from './api';
import { prizeLine, statusName } from './tournament-labels';

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
          <span>Status</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            <option value="1">Open</option>
            <option value="2">Running</option>
            <option value="3">Ended</option>
            <option value="4">Cancelled</option>
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
              { header: 'Game', cell: (t) => t.gameName },
              { header: 'Kind', cell: (t) => (t.esl ? 'ESL' : 'Weekly') },
              { header: 'Starts', cell: (t) => formatDateTime(t.timeStart) },
              { header: 'Prizes', cell: prizeLine },
              { header: 'Status', cell: statusName },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
