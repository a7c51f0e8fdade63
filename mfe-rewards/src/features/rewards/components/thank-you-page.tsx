import { Link, Navigate, useLocation } from '@portal/shared/router';
import { PageHeading, PartyIcon } from '@portal/shared/ui';
import { isThankYouRouteState } from '../hooks/use-redeem-claim';
import './rewards.css';

/** /thankyou: the redemption request was received (docs/product/rewards-and-credits.md); only after a claim. */
export function ThankYouPage() {
  const { state } = useLocation();
  if (!isThankYouRouteState(state)) return <Navigate to="/rewards" replace />;
  return (
    <div className="thank-you pz-card">
      <p className="thank-you__icon">
        <PartyIcon />
      </p>
      <PageHeading title="Thank You" />
      <p>Your redemption request has been received. Our team will contact you within 24 hours.</p>
      <p>Our business hours are Monday to Friday, 9:00 AM to 10:00 PM.</p>
      <p>Requests made after 10:00 PM on Friday are processed the following Monday.</p>
      <Link to="/" className="pz-button">
        Home
      </Link>
    </div>
  );
}
