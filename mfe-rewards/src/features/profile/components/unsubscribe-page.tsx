import { useAtomValue } from 'jotai';
import { Link } from '@portal/shared/router';
import { productConfig } from '@portal/shared/config';
import { isGamenowAtom } from '@portal/shared/session';
import { ErrorMessage, PageHeading } from '@portal/shared/ui';
import { useGuestRedirect } from '@portal/shared/session';
import { UNSUBSCRIBE_FAILED, useUnsubscribe } from '../hooks/use-unsubscribe';
import './profile.css';

/** /unsubscribe: confirms, then hands over to the unsubscribe service (docs/product/access-and-start-up.md). */
export function UnsubscribePage() {
  const allowed = useGuestRedirect();
  const partner = useAtomValue(isGamenowAtom);
  const unsubscribe = useUnsubscribe();
  const { productName } = productConfig;
  return (
    <div className="unsubscribe-page">
      <PageHeading title="Unsubscribe" />
      {allowed && (
        <div className="pz-card">
          <p>
            Unsubscribing ends your {productName} subscription. You will no longer be able to join
            tournaments, submit daily tasks, keep your login streak or redeem rewards.
          </p>
          <p className="pz-muted">
            Subscribe and unsubscribe happen only on the web. You can subscribe again at any time from the{' '}
            {productName} landing page.
          </p>
          {partner && (
            <p className="pz-muted">
              Your account comes from a partner platform, so it cannot be unsubscribed here.
            </p>
          )}
          {unsubscribe.isError && <ErrorMessage message={UNSUBSCRIBE_FAILED} prefixed={false} />}
          <div className="unsubscribe-page__actions">
            <button
              type="button"
              className="pz-button"
              aria-disabled={partner || undefined}
              disabled={unsubscribe.isPending || unsubscribe.isSuccess}
              onClick={() => {
                if (!partner) unsubscribe.mutate();
              }}
            >
              {unsubscribe.isPending || unsubscribe.isSuccess ? 'Unsubscribing...' : 'Unsubscribe'}
            </button>
            <Link to="/profile" className="pz-button pz-button--secondary">
              Cancel
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
