import { formatCredits } from '@portal/shared/lib';
import { ReasonForm } from '../../ui/reason-form';
import type { Review, Submission } from './api';

interface ReviewPanelProps {
  current: Submission;
  /** Sends a verdict (with a reason: a rejection); `pending` while one is in flight. */
  send: (review: Review) => void;
  pending: boolean;
  rejecting: boolean;
  setRejecting: (rejecting: boolean) => void;
}

/** The selected waiting submission's verdict: Approve, or Reject with a reason for the subscriber. */
export function ReviewPanel({ current, send, pending, rejecting, setRejecting }: ReviewPanelProps) {
  return (
    <aside className="op-card op-review__panel" aria-label="Review">
      <h2>
        {current.challenge.name} · {formatCredits(current.prize)} credits
      </h2>
      {rejecting ? (
        <ReasonForm
          label="Reason shown to the subscriber"
          submitLabel="Reject"
          pending={pending}
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) => send({ item: current, reason })}
        />
      ) : (
        <div className="op-actions">
          <button
            type="button"
            className="op-button op-button--primary"
            disabled={pending}
            onClick={() => send({ item: current })}
          >
            Approve (A)
          </button>
          <button
            type="button"
            className="op-button op-button--danger"
            disabled={pending}
            onClick={() => setRejecting(true)}
          >
            Reject (R)
          </button>
        </div>
      )}
    </aside>
  );
}
