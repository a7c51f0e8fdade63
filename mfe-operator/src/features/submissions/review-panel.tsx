import { formatCredits } from '@portal/shared/lib';
import { ReasonForm } from '../../ui/reason-form';
import type { Submission, useReview } from './api';

interface ReviewPanelProps {
  current: Submission;
  review: ReturnType<typeof useReview>;
  rejecting: boolean;
  setRejecting: (rejecting: boolean) => void;
}

/** The selected waiting submission's verdict: Approve, or Reject with a reason for the subscriber. */
export function ReviewPanel({ current, review, rejecting, setRejecting }: ReviewPanelProps) {
  return (
    <aside className="op-card op-review__panel" aria-label="Review">
      <h2>
        {current.challenge.name} · {formatCredits(current.prize)} credits
      </h2>
      {rejecting ? (
        <ReasonForm
          label="Reason shown to the subscriber"
          submitLabel="Reject"
          pending={review.isPending}
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) =>
            review.mutate({ item: current, reason }, { onSuccess: () => setRejecting(false) })
          }
        />
      ) : (
        <div className="op-actions">
          <button
            type="button"
            className="op-button op-button--primary"
            disabled={review.isPending}
            onClick={() => review.mutate({ item: current })}
          >
            Approve (A)
          </button>
          <button type="button" className="op-button op-button--danger" onClick={() => setRejecting(true)}>
            Reject (R)
          </button>
        </div>
      )}
    </aside>
  );
}
