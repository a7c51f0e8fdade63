import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { can } from '../../lib/roles';
import { formatDateTime, localNumber } from '../../ui/format';
import { Empty, QueryView } from '../../ui/query-view';
import { useStaffSession } from '../session/use-staff-session';
import { payoutsQuery, smsQuery, useRetry, type Outbox, type PayoutRow } from './api';

const phoneOf = (s: PayoutRow['subscriber']) => (s && typeof s === 'object' ? s.phone : s);

function RetryButton({ outbox, id, status }: { outbox: Outbox; id: number; status: string }) {
  const retry = useRetry(outbox);
  if (status !== 'failed') return null;
  return (
    <>
      <button type="button" className="op-button" disabled={retry.isPending} onClick={() => retry.mutate(id)}>
        Retry
      </button>
      {retry.error && (
        <span role="alert" className="op-alert">
          {retry.error.message}
        </span>
      )}
    </>
  );
}

export function MessagesPage() {
  const role = useStaffSession().data?.staff.role;
  const mayRetry = can(role, 'retry-messages');
  const [outbox, setOutbox] = useState<Outbox>('sms');
  const [status, setStatus] = useState('');
  const sms = useQuery({ ...smsQuery(status), enabled: outbox === 'sms' });
  const payouts = useQuery({ ...payoutsQuery(status), enabled: outbox === 'payouts' });
  return (
    <>
      <h1>Messages</h1>
      <div className="op-filters" role="group" aria-label="Filters">
        <label className="op-field op-field--inline">
          <span>Outbox</span>
          <select value={outbox} onChange={(e) => setOutbox(e.target.value as Outbox)}>
            <option value="sms">SMS</option>
            <option value="payouts">Payouts</option>
          </select>
        </label>
        <label className="op-field op-field--inline">
          <span>Status</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="sent">Sent</option>
            <option value="failed">Failed</option>
          </select>
        </label>
      </div>
      {outbox === 'sms' ? (
        <QueryView query={sms}>
          {(rows) =>
            rows.length === 0 ? (
              <Empty>No texts here.</Empty>
            ) : (
              <div className="op-table-wrap">
                <table className="op-table">
                  <thead>
                    <tr>
                      <th scope="col">Queued</th>
                      <th scope="col">To</th>
                      <th scope="col">Text</th>
                      <th scope="col">State</th>
                      <th scope="col">Tries</th>
                      {mayRetry && <th scope="col">Retry</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((m) => (
                      <tr key={m.id}>
                        <td>{formatDateTime(m.createdAt)}</td>
                        <td>{localNumber(m.phone)}</td>
                        <td className="op-wrap">{m.body}</td>
                        <td>
                          <span className={`op-status op-status--${m.status}`}>{m.status}</span>
                          {m.lastError && <div className="op-muted">{m.lastError}</div>}
                        </td>
                        <td className="op-num">{m.attempts}</td>
                        {mayRetry && (
                          <td>
                            <RetryButton outbox="sms" id={m.id} status={m.status} />
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryView>
      ) : (
        <QueryView query={payouts}>
          {(rows) =>
            rows.length === 0 ? (
              <Empty>No payouts here.</Empty>
            ) : (
              <div className="op-table-wrap">
                <table className="op-table">
                  <thead>
                    <tr>
                      <th scope="col">Tournament</th>
                      <th scope="col">Place</th>
                      <th scope="col">Winner</th>
                      <th scope="col">Amount</th>
                      <th scope="col">State</th>
                      <th scope="col">Tries</th>
                      {mayRetry && <th scope="col">Retry</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((p) => (
                      <tr key={p.id}>
                        <td>{p.tournamentId}</td>
                        <td>{p.place}</td>
                        <td>{localNumber(phoneOf(p.subscriber))}</td>
                        <td className="op-num">Rs {(p.amountPaisa / 100).toFixed(2)}</td>
                        <td>
                          <span className={`op-status op-status--${p.status}`}>{p.status}</span>
                          {p.lastError && <div className="op-muted">{p.lastError}</div>}
                        </td>
                        <td className="op-num">{p.attempts}</td>
                        {mayRetry && (
                          <td>
                            <RetryButton outbox="payouts" id={p.id} status={p.status} />
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryView>
      )}
    </>
  );
}
