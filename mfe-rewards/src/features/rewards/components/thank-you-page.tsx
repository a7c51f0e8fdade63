import { Link, Navigate, useLocation } from '@portal/shared/router';
import { PageHeading, PartyIcon } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { isThankYouRouteState } from '../hooks/use-redeem-claim';
import './rewards.css';

/** /thankyou: the redemption request was received (docs/product/rewards-and-credits.md); only after a claim. */
export function ThankYouPage() {
  const t = useT();
  const { state } = useLocation();
  if (!isThankYouRouteState(state)) return <Navigate to="/rewards" replace />;
  return (
    <div className="thank-you pz-card">
      <p className="thank-you__icon">
        <PartyIcon />
      </p>
      <PageHeading title={t('rewards.thankYou.heading')} />
      <p>{t('rewards.thankYou.received')}</p>
      <p>{t('rewards.thankYou.hours')}</p>
      <p>{t('rewards.thankYou.late')}</p>
      <Link to="/" className="pz-button">
        {t('rewards.thankYou.home')}
      </Link>
    </div>
  );
}
