import { useState } from 'react';
import { Link } from '@portal/shared/router';
import { formatDateTime, localNumber } from '../../ui/format';
import { ReasonForm } from '../../ui/reason-form';
import { useRedemptionAction, type Redemption } from './api';

const OPEN = new Set(['requested', 'processing']);

/** One redemption: contact details for the fulfilment team, and its next step. */
export function RedemptionRow({ item, canManage }: { item: Redemption; canManage: boolean }) {
  const action = useRedemptionAction();
  const [refunding, setRefunding] = useState(false);
  const contact = [item.contact.name, item.contact.phone, item.contact.email, item.contact.pubgId]
    .filter(Boolean)
    .join(' · ');
  return (
    <tr aria-label={`Redemption ${item.id}`}>
      <td>{item.id}</td>
      <td>
        <Link to={`/operator/subscribers/${item.subscriber.id}`}>{localNumber(item.subscriber.phone)}</Link>
      </td>
      <td>{item.reward.name}</td>
      <td className="op-num">{item.credits}</td>
      <td>{contact || '–'}</td>
      <td>
        <span className={`op-status op-status--${item.status}`}>{item.status}</span>
        {item.reason && <div className="op-muted">{item.reason}</div>}
      </td>
      <td>{formatDateTime(item.createdAt)}</td>
      <td>
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
