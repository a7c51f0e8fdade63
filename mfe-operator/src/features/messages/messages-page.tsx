import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { can } from '../../lib/roles';
import { OUTBOX_WORDS } from '../../lib/status-words';
import { QueryView } from '../../ui/query-view';
import { useStaffSession } from '../session/use-staff-session';
import { payoutsQuery, smsQuery, type Outbox } from './api';
import { PayoutsTable, SmsTable } from './outbox-tables';

/** Both outboxes' states; smsQuery asks for a pending text by its stored 'queued'. */
const STATUSES = ['pending', 'sent', 'failed'] as const;

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
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {OUTBOX_WORDS[value]!.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {outbox === 'sms' ? (
        <QueryView query={sms}>{(rows) => <SmsTable rows={rows} mayRetry={mayRetry} />}</QueryView>
      ) : (
        <QueryView query={payouts}>{(rows) => <PayoutsTable rows={rows} mayRetry={mayRetry} />}</QueryView>
      )}
    </>
  );
}
