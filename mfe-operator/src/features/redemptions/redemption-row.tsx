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

interface RedemptionRowProps {
  item: Redemption;
  canManage: boolean;
  /** Told what a step did (the api's message), for the page's status line: the row may be gone by then. */
  onDone: (message: string) => void;
}

/** The step after a redemption's status, as its button says it. */
const NEXT_STEP = {
  requested: { status: 'processing', label: 'Start processing', className: 'op-button' },
  processing: { status: 'fulfilled', label: 'Mark fulfilled', className: 'op-button op-button--primary' },
} as const;

/** A redemption's next steps: Start processing or Mark fulfilled, or cancel and refund with a reason. */
function RedemptionActions({ item, onDone }: Omit<RedemptionRowProps, 'canManage'>) {
  const action = useRedemptionAction(onDone);
  const [refunding, setRefunding] = useState(false);
  const next = NEXT_STEP[item.status as keyof typeof NEXT_STEP];
  const refund = (refundReason: string) =>
    action.mutate({ id: item.id, refundReason }, { onSuccess: () => setRefunding(false) });
  return (
    <>
      {OPEN.has(item.status) && !refunding && (
        <div className="op-actions">
          {next && (
            <button
              type="button"
              className={next.className}
              disabled={action.isPending}
              onClick={() => action.mutate({ id: item.id, status: next.status })}
            >
              {next.label}
            </button>
          )}
          <button
            type="button"
            className="op-button op-button--danger"
            disabled={action.isPending}
            onClick={() => setRefunding(true)}
          >
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
          onSubmit={refund}
        />
      )}
      {action.error && (
        <p role="alert" className="op-alert">
          {action.error.message}
        </p>
      )}
    </>
  );
}

/** One redemption: contact details for the fulfilment team, and its next step. */
export function RedemptionRow({ item, canManage, onDone }: RedemptionRowProps) {
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
      <td data-label="Action">{canManage && <RedemptionActions item={item} onDone={onDone} />}</td>
    </tr>
  );
}
