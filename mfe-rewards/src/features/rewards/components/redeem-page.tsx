import { useAtomValue } from 'jotai';
import { useQuery } from '@portal/shared/query';
import { Navigate, useLocation } from '@portal/shared/router';
import { profileQueryOptions } from '@portal/shared/api';
import { isLoggedInAtom } from '@portal/shared/session';
import { useLocalName } from '@portal/shared/i18n';
import { PageHeading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useGuestRedirect } from '@portal/shared/session';
import { isRedeemRouteState } from '../hooks/use-redeem-reward';
import { RedeemForm } from './redeem-form';
import { RewardPicture } from './reward-picture';
import './rewards.css';

/** /redeem: reached with routing state from /rewards, otherwise back to /rewards (docs/product/rewards-and-credits.md). */
export function RedeemPage() {
  const t = useT();
  const localName = useLocalName();
  const allowed = useGuestRedirect({ allowPartner: true });
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { state } = useLocation();
  const profile = useQuery({ ...profileQueryOptions(), enabled: loggedIn });

  if (!allowed) return <PageHeading title={t('rewards.redeem.heading')} />;
  if (!isRedeemRouteState(state)) return <Navigate to="/rewards" replace />;
  const { redeem } = state;
  return (
    <div className="redeem-page">
      <PageHeading title={t('rewards.redeem.heading')} />
      <div className="redeem-page__reward">
        <RewardPicture rewardId={redeem.item} className="redeem-page__art" />
        <div>
          <p>
            <strong>{localName(redeem)}</strong>
          </p>
          <p className="pz-muted">{t('rewards.redeem.intro')}</p>
        </div>
      </div>
      <RedeemForm
        redeem={redeem}
        defaults={profile.data ? { name: profile.data.name, email: profile.data.email } : undefined}
      />
    </div>
  );
}
