import { useState } from 'react';
import { queryOptions, useQuery } from '@portal/shared/query';
import { opGet, query } from '../../lib/api';
import { formatDateTime } from '../../ui/format';
import { Empty, QueryView } from '../../ui/query-view';

interface AuditEntry {
  id: number;
  actor: string;
  action: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
  method: string;
  path: string;
  status: number;
  client: string | null;
  createdAt: string;
}

const auditQuery = (filters: { staff: string; action: string }) =>
  queryOptions({
    queryKey: ['operator', 'audit', filters],
    queryFn: () => opGet<AuditEntry[]>(`/audit${query({ ...filters, limit: 200 })}`),
  });

const json = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));

/** Who did what, when, with the data before and after (admins only). */
export function AuditPage() {
  const [staff, setStaff] = useState('');
  const [action, setAction] = useState('');
  const log = useQuery(auditQuery({ staff, action }));
  return (
    <>
      <h1>Audit log</h1>
      <div className="op-filters" role="group" aria-label="Filters">
        <label className="op-field op-field--inline">
          <span>Staff</span>
          <input value={staff} onChange={(e) => setStaff(e.target.value.trim())} />
        </label>
        <label className="op-field op-field--inline">
          <span>Action</span>
          <input value={action} onChange={(e) => setAction(e.target.value.trim())} />
        </label>
      </div>
      <QueryView query={log}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty>No audit entries.</Empty>
          ) : (
            <div className="op-table-wrap">
              <table className="op-table op-audit">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">Action</th>
                    <th scope="col">Target</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                    <th scope="col">Request</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id}>
                      <td>{formatDateTime(r.createdAt)}</td>
                      <td>{r.actor}</td>
                      <td>{r.action ?? '–'}</td>
                      <td>{r.target ?? '–'}</td>
                      <td className="op-code">{json(r.before)}</td>
                      <td className="op-code">{json(r.after)}</td>
                      <td className="op-muted">
                        {r.method} {r.path} → {r.status}
                      </td>
                    </tr>
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
