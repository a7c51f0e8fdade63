import { useAtomValue } from 'jotai';
import { useQuery } from '@portal/shared/query';
import { Navigate, useLocation } from '@portal/shared/router';
import { profileQueryOptions } from '@portal/shared/api';
import { isLoggedInAtom } from '@portal/shared/session';
import { PageHeading } from '@portal/shared/ui';
import { useGuestRedirect } from '@portal/shared/session';
import { isRedeemRouteState } from '../hooks/use-redeem-reward';
import { rewardImage } from '../reward-images';
import { RedeemForm } from './redeem-form';
import './rewards.css';

/** /redeem: reached with routing state from /rewards, otherwise back to /rewards (docs/product/rewards-and-credits.md). */
export function RedeemPage() {
  const allowed = useGuestRedirect({ allowPartner: true });
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { state } = useLocation();
  const profile = useQuery({ ...profileQueryOptions(), enabled: loggedIn });

  if (!allowed) return <PageHeading title="Redeem" />;
  if (!isRedeemRouteState(state)) return <Navigate to="/rewards" replace />;
  const { redeem } = state;
  const image = rewardImage(redeem.item);
  return (
    <div className="redeem-page">
      <PageHeading title="Redeem" />
      <div className="redeem-page__reward">
        {image && <img src={image} alt="" width={96} height={60} />}
        <div>
          <p>
            <strong>{redeem.name}</strong>
          </p>
          <p className="pz-muted">Fill in your details so our team can deliver your reward.</p>
        </div>
      </div>
      <RedeemForm
        redeem={redeem}
        defaults={profile.data ? { name: profile.data.name, email: profile.data.email } : undefined}
      />
    </div>
  );
}
