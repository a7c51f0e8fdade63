import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { can } from '../../lib/roles';
import { REDEMPTION_WORDS } from '../../lib/status-words';
import { DataTable } from '../../ui/data-table';
import { QueryView } from '../../ui/query-view';
import { useStaffSession } from '../session/use-staff-session';
import { exportUrl, redemptionsQuery } from './api';
import { RedemptionRow } from './redemption-row';

const STATUSES = ['', 'requested', 'processing', 'fulfilled', 'refunded', 'cancelled'];

export function RedemptionsPage() {
  const role = useStaffSession().data?.staff.role;
  const canManage = can(role, 'manage-redemptions');
  const [status, setStatus] = useState('requested');
  const [number, setNumber] = useState('');
  const list = useQuery(redemptionsQuery({ status, number }));
  // What the last step did, in the api's words: the row leaves a list filtered by status.
  const [done, setDone] = useState('');
  return (
    <>
      <h1>Redemptions</h1>
      <div className="op-filters" role="group" aria-label="Filters">
        <label className="op-field op-field--inline">
          <span>Status</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s ? REDEMPTION_WORDS[s]!.label : 'All'}
              </option>
            ))}
          </select>
        </label>
        <label className="op-field op-field--inline">
          <span>Number</span>
          <input value={number} inputMode="numeric" onChange={(e) => setNumber(e.target.value.trim())} />
        </label>
        <a className="op-button" href={exportUrl(status)} download>
          Export CSV
        </a>
      </div>
      {done && <p role="status">{done}</p>}
      <QueryView query={list}>
        {(items) => (
          <DataTable
            rows={items}
            rowKey={(item) => item.id}
            empty="No redemptions here."
            columns={[
              { header: '#' },
              { header: 'Subscriber' },
              { header: 'Reward' },
              { header: 'Credits', numeric: true },
              { header: 'Contact' },
              { header: 'Status' },
              { header: 'Requested' },
              { header: 'Action' },
            ]}
            row={(item) => <RedemptionRow item={item} canManage={canManage} onDone={setDone} />}
          />
        )}
      </QueryView>
    </>
  );
}
