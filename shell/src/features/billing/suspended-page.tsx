import { useState } from 'react';
import { useSetAtom } from 'jotai';
import {
  getDayData,
  getSubscription,
  retryPayment,
  subscriptionQueryKey,
  subscriptionSuspendedAtom,
  type Subscription,
} from '@portal/shared/api';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { Link } from '@portal/shared/router';
import { PageHeading } from '@portal/shared/ui';
import { storeDayData } from '../startup/startup';

const rupees = (paisa: number) => `Rs ${paisa % 100 === 0 ? paisa / 100 : (paisa / 100).toFixed(2)}`;

function whatFailed(subscription: Subscription | undefined): string {
  const failed = subscription?.charges.find((c) => c.status === 'declined' || c.status === 'failed');
  if (!failed) return 'We could not take your last payment.';
  const why = failed.lastError ? ` (${failed.lastError})` : '';
  return `We could not take your payment of ${rupees(failed.totalPaisa)}${why}.`;
}

/** Access is paused after a failed charge: what happened, and a retry that brings the portal back. */
export function SuspendedPage() {
  const queryClient = useQueryClient();
  const setSuspended = useSetAtom(subscriptionSuspendedAtom);
  const [error, setError] = useState<string | null>(null);
  const { data: subscription } = useQuery({ queryKey: subscriptionQueryKey, queryFn: getSubscription });
  const retry = useMutation({
    mutationFn: retryPayment,
    onMutate: () => setError(null),
    onSuccess: async () => {
      // The day data start-up could not load while access was paused.
      const day = await getDayData().catch(() => null);
      if (day) storeDayData(day);
      setSuspended(false);
      await queryClient.invalidateQueries();
    },
    onError: (e: Error) => setError(e.message),
  });
  const plan = subscription ? `Your plan: ${subscription.priceText} (${subscription.lineType}).` : null;

  return (
    <section className="pz-card">
      <PageHeading title="Your access is paused" />
      <p>{whatFailed(subscription)}</p>
      <p>Please recharge your balance, then tap Retry payment to continue playing.</p>
      {plan && <p className="pz-muted">{plan}</p>}
      {error && (
        <div className="pz-error" role="alert">
          <p>{error}</p>
        </div>
      )}
      <div className="pz-actions">
        <button type="button" className="pz-button" disabled={retry.isPending} onClick={() => retry.mutate()}>
          {retry.isPending ? 'Taking payment...' : 'Retry payment'}
        </button>
        <Link className="pz-button pz-button--secondary" to="/faqs">
          FAQs
        </Link>
        <Link className="pz-button pz-button--secondary" to="/unsubscribe">
          Unsubscribe
        </Link>
      </div>
    </section>
  );
}
