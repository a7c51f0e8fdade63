import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { can } from '../../lib/roles';
import { Empty, QueryView } from '../../ui/query-view';
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
  return (
    <>
      <h1>Redemptions</h1>
      <div className="op-filters" role="group" aria-label="Filters">
        <label className="op-field op-field--inline">
          <span>Status</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s || 'All'}
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
      <QueryView query={list}>
        {(items) =>
          items.length === 0 ? (
            <Empty>No redemptions here.</Empty>
          ) : (
            <div className="op-table-wrap">
              <table className="op-table">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Subscriber</th>
                    <th scope="col">Reward</th>
                    <th scope="col">Credits</th>
                    <th scope="col">Contact</th>
                    <th scope="col">Status</th>
                    <th scope="col">Requested</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <RedemptionRow key={item.id} item={item} canManage={canManage} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </>
  );
}
