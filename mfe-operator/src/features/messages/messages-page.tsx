import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { can } from '../../lib/roles';
import { formatDateTime, localNumber } from '../../ui/format';
import { DataTable } from '../../ui/data-table';
import { QueryView } from '../../ui/query-view';
import { useStaffSession } from '../session/use-staff-session';
import { payoutsQuery, smsQuery, useRetry, type Outbox, type PayoutRow, type SmsRow } from './api';

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
          {(rows) => (
            <DataTable
              rows={rows}
              rowKey={(m) => m.id}
              empty="No texts here."
              columns={[
                { header: 'Queued', cell: (m) => formatDateTime(m.createdAt) },
                { header: 'To', cell: (m) => localNumber(m.phone) },
                { header: 'Text', cell: (m) => m.body, className: 'op-wrap' },
                { header: 'State', cell: (m) => <DeliveryState status={m.status} lastError={m.lastError} /> },
                { header: 'Tries', cell: (m) => m.attempts, className: 'op-num' },
                ...(mayRetry
                  ? [
                      {
                        header: 'Retry',
                        cell: (m: SmsRow) => <RetryButton outbox="sms" id={m.id} status={m.status} />,
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </QueryView>
      ) : (
        <QueryView query={payouts}>
          {(rows) => (
            <DataTable
              rows={rows}
              rowKey={(p) => p.id}
              empty="No payouts here."
              columns={[
                { header: 'Tournament', cell: (p) => p.tournamentId },
                { header: 'Place', cell: (p) => p.place },
                { header: 'Winner', cell: (p) => localNumber(phoneOf(p.subscriber)) },
                {
                  header: 'Amount',
                  cell: (p) => `Rs ${(p.amountPaisa / 100).toFixed(2)}`,
                  className: 'op-num',
                },
                { header: 'State', cell: (p) => <DeliveryState status={p.status} lastError={p.lastError} /> },
                { header: 'Tries', cell: (p) => p.attempts, className: 'op-num' },
                ...(mayRetry
                  ? [
                      {
                        header: 'Retry',
                        cell: (p: PayoutRow) => <RetryButton outbox="payouts" id={p.id} status={p.status} />,
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </QueryView>
      )}
    </>
  );
}

function DeliveryState({ status, lastError }: { status: string; lastError: string | null }) {
  return (
    <>
      <span className={`op-status op-status--${status}`}>{status}</span>
      {lastError && <div className="op-muted">{lastError}</div>}
    </>
  );
}
