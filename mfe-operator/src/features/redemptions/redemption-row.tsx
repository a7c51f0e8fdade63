import { formatCredits } from '@portal/shared/lib';
import { useState } from 'react';
import { Link } from '@portal/shared/router';
import { REDEMPTION_WORDS, wordOf } from '../../lib/status-words';
import { formatDateTime, localNumber } from '../../ui/format';
import { ReasonForm } from '../../ui/reason-form';
import { Status } from '../../ui/status';
import { useRedemptionAction, type Redemption } from './api';

const OPEN = new Set(['requested', 'processing']);

/** The contact details the subscriber gave in the redeem form, on one line. */
export function contactOf(item: Redemption): string {
  const c = item.contact;
  const phone = c.phone ? localNumber(c.phone) : null;
  return [c.name, phone, c.email, c.pubgId].filter(Boolean).join(' · ') || '–';
}

/** Where it stands, in the console's words, and the reason staff gave for a refund. */
export function RedemptionState({ item }: { item: Redemption }) {
  return (
    <>
      <Status word={wordOf(REDEMPTION_WORDS, item.status)} />
      {item.reason && <div className="op-muted">{item.reason}</div>}
    </>
  );
}

/** One redemption: contact details for the fulfilment team, and its next step. */
export function RedemptionRow({ item, canManage }: { item: Redemption; canManage: boolean }) {
  const action = useRedemptionAction();
  const [refunding, setRefunding] = useState(false);
  return (
    <tr aria-label={`Redemption ${item.id}`}>
      <td data-label="#">{item.id}</td>
      <td data-label="Subscriber">
        <Link to={`/operator/subscribers/${item.subscriber.id}`}>{localNumber(item.subscriber.phone)}</Link>
      </td>
      <td data-label="Reward">{item.reward.name}</td>
      <td data-label="Credits" className="op-num">
        {formatCredits(item.credits)}
      </td>
      <td data-label="Contact">{contactOf(item)}</td>
      <td data-label="Status">
        <RedemptionState item={item} />
      </td>
      <td data-label="Requested">{formatDateTime(item.createdAt)}</td>
      <td data-label="Action">
        {canManage && OPEN.has(item.status) && !refunding && (
          <div className="op-actions">
            {item.status === 'requested' && (
              <button
                type="button"
                className="op-button"
                disabled={action.isPending}
                onClick={() => action.mutate({ id: item.id, status: 'processing' })}
              >
                Start processing
              </button>
            )}
            {item.status === 'processing' && (
              <button
                type="button"
                className="op-button op-button--primary"
                disabled={action.isPending}
                onClick={() => action.mutate({ id: item.id, status: 'fulfilled' })}
              >
                Mark fulfilled
              </button>
            )}
            <button type="button" className="op-button op-button--danger" onClick={() => setRefunding(true)}>
              Cancel and refund
            </button>
          </div>
        )}
        {refunding && (
          <ReasonForm
            label="Reason for the refund"
            submitLabel="Refund credits"
            pending={action.isPending}
            onCancel={() => setRefunding(false)}
            onSubmit={(refundReason) =>
              action.mutate({ id: item.id, refundReason }, { onSuccess: () => setRefunding(false) })
            }
          />
        )}
        {action.error && (
          <p role="alert" className="op-alert">
            {action.error.message}
          </p>
        )}
      </td>
    </tr>
  );
}
