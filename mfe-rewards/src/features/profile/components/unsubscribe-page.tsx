import { useAtomValue } from 'jotai';
import { Link } from '@portal/shared/router';
import { productConfig } from '@portal/shared/config';
import { isGamenowAtom } from '@portal/shared/session';
import { ErrorMessage, PageHeading } from '@portal/shared/ui';
import { useGuestRedirect } from '@portal/shared/session';
import { useT } from '../../../i18n';
import { UNSUBSCRIBE_FAILED, useUnsubscribe } from '../hooks/use-unsubscribe';
import './profile.css';

/** /unsubscribe: confirms, then hands over to the unsubscribe service (docs/product/access-and-start-up.md). */
export function UnsubscribePage() {
  const t = useT();
  const allowed = useGuestRedirect();
  const partner = useAtomValue(isGamenowAtom);
  const unsubscribe = useUnsubscribe();
  const { productName } = productConfig;
  return (
    <div className="unsubscribe-page">
      <PageHeading title={t('rewards.unsubscribe.heading')} />
      {allowed && (
        <div className="pz-card">
          <p>{t('rewards.unsubscribe.ends', { productName })}</p>
          <p className="pz-muted">{t('rewards.unsubscribe.webOnly', { productName })}</p>
          {partner && <p className="pz-muted">{t('rewards.unsubscribe.partner')}</p>}
          {unsubscribe.isError && <ErrorMessage message={t(UNSUBSCRIBE_FAILED)} prefixed={false} />}
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
              {unsubscribe.isPending || unsubscribe.isSuccess
                ? t('rewards.unsubscribe.busy')
                : t('rewards.unsubscribe.confirm')}
            </button>
            <Link to="/profile" className="pz-button pz-button--secondary">
              {t('rewards.unsubscribe.cancel')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
