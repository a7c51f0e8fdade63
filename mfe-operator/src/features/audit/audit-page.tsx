import { useState } from 'react';
import { queryOptions, useQuery } from '@portal/shared/query';
import { opGet, query } from '../../lib/api';
import { formatDateTime } from '../../ui/format';
import { DataTable } from '../../ui/data-table';
import { QueryView } from '../../ui/query-view';

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
        {(rows) => (
          <DataTable
            rows={rows}
            rowKey={(r) => r.id}
            className="op-audit"
            empty="No audit entries."
            columns={[
              { header: 'When', cell: (r) => formatDateTime(r.createdAt, { seconds: true }) },
              { header: 'Who', cell: (r) => r.actor },
              { header: 'Action', cell: (r) => r.action ?? '–' },
              { header: 'Target', cell: (r) => r.target ?? '–' },
              { header: 'Before', cell: (r) => json(r.before), className: 'op-code' },
              { header: 'After', cell: (r) => json(r.after), className: 'op-code' },
              {
                header: 'Request',
                cell: (r) => `${r.method} ${r.path} → ${r.status}`,
                className: 'op-muted',
              },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
