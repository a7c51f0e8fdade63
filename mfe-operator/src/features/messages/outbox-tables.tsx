import { formatPaisa } from '@portal/shared/lib';
import { OUTBOX_WORDS, wordOf } from '../../lib/status-words';
import { formatDateTime, localNumber } from '../../ui/format';
import { DataTable } from '../../ui/data-table';
import { Status } from '../../ui/status';
import { WrittenText } from '../../ui/urdu-text';
import { useRetry, type Outbox, type PayoutRow, type SmsRow } from './api';

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

function DeliveryState({ status, lastError }: { status: string; lastError: string | null }) {
  return (
    <>
      <Status word={wordOf(OUTBOX_WORDS, status)} />
      {lastError && <div className="op-muted">{lastError}</div>}
    </>
  );
}

/** The SMS outbox: each text with its delivery state; failed ones get Retry when allowed. */
export function SmsTable({ rows, mayRetry }: { rows: SmsRow[]; mayRetry: boolean }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(m) => m.id}
      empty="No texts here."
      columns={[
        { header: 'Queued', cell: (m) => formatDateTime(m.createdAt) },
        { header: 'To', cell: (m) => localNumber(m.phone) },
        { header: 'Text', cell: (m) => <WrittenText text={m.body} />, className: 'op-wrap' },
        { header: 'State', cell: (m) => <DeliveryState status={m.status} lastError={m.lastError} /> },
        { header: 'Tries', cell: (m) => m.attempts, numeric: true },
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
  );
}

/** The payouts outbox: each prize payout with its delivery state; failed ones get Retry when allowed. */
export function PayoutsTable({ rows, mayRetry }: { rows: PayoutRow[]; mayRetry: boolean }) {
  return (
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
          cell: (p) => formatPaisa(p.amountPaisa),
          numeric: true,
        },
        { header: 'State', cell: (p) => <DeliveryState status={p.status} lastError={p.lastError} /> },
        { header: 'Tries', cell: (p) => p.attempts, numeric: true },
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
  );
}
