import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@portal/shared/query';
import { profileQueryOptions, rewardsQueryOptions } from '@portal/shared/api';
import { formatCredits, isPartnerToken } from '@portal/shared/lib';
import type { Reward } from '@portal/contracts';
import { accessTokenAtom, isLoggedInAtom } from '@portal/shared/session';
import { Trans } from '@portal/shared/i18n';
import { Modal, PageHeading, QueryState } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useGuestRedirect } from '@portal/shared/session';
import { useRedeemReward } from '../hooks/use-redeem-reward';
import { redeemErrorMessage } from '../lib/redeem-errors';
import { toRewardList } from '../lib/reward-list';
import { ConfirmRedeemDialog } from './confirm-redeem-dialog';
import { RewardCard } from './reward-card';
import { SubscriberNumberPopup } from './subscriber-number-popup';
import './rewards.css';

// Only a subscriber with credits on hold (the profile's credits_held) loads the list and its code.
const HeldRedemptions = lazy(() => import('./my-redemptions').then((m) => ({ default: m.HeldRedemptions })));

/**
 * 'Your credits: N' under the heading. Its line is kept while the profile loads (`reserved`: a
 * signed-in subscriber's balance is on its way), so the cards below never move down when it arrives:
 * the list may come first, start-up asks for both at once.
 */
function BalanceLine({ credits, reserved }: { credits: number | undefined; reserved: boolean }) {
  if (credits !== undefined)
    return (
      <p className="rewards-page__balance" data-testid="rewards-balance">
        <Trans
          id="rewards.list.balance"
          values={{ credits: formatCredits(credits) }}
          components={{ 0: <strong /> }}
        />
      </p>
    );
  return reserved ? (
    <p className="rewards-page__balance" aria-hidden="true">
      {'\u00a0'}
    </p>
  ) : null;
}

/** 'Credits on hold' above the list while the profile says credits are held. */
function HeldCredits({ held }: { held: number | undefined }) {
  if (!held) return null;
  return (
    <Suspense fallback={null}>
      <HeldRedemptions />
    </Suspense>
  );
}

/** /rewards: reward cards with 'Redeem' (docs/product/rewards-and-credits.md). */
export function RewardsPage() {
  const t = useT();
  const allowed = useGuestRedirect();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(accessTokenAtom);
  const rewards = useQuery({ ...rewardsQueryOptions(), enabled: allowed, select: toRewardList });
  const profile = useQuery({ ...profileQueryOptions(), enabled: loggedIn });
  const redeem = useRedeemReward();
  const [partnerItem, setPartnerItem] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<{ reward: Reward; item: number } | null>(null);
  const [dismissedError, setDismissedError] = useState(false);

  // docs/product/rewards-and-credits.md: the item sent is the reward's list index plus one.
  const start = (item: number) => {
    if (redeem.isPending) return;
    setConfirming(null);
    setDismissedError(false);
    // docs/product/rewards-and-credits.md: partner users (token flag gn = 1) give their subscriber number first.
    if (isPartnerToken(token)) setPartnerItem(item);
    else redeem.mutate(item);
  };

  if (!allowed) return <PageHeading title={t('rewards.list.heading')} />;
  return (
    <div className="rewards-page">
      <PageHeading title={t('rewards.list.heading')}>
        <BalanceLine credits={profile.data?.credits} reserved={loggedIn} />
      </PageHeading>
      {loggedIn && <HeldCredits held={profile.data?.credits_held} />}
      <QueryState
        query={rewards}
        loadingLabel={t('rewards.list.loading')}
        minHeight={320}
        errorMessage={t('rewards.list.loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={t('rewards.list.empty')}
      >
        {(data) => (
          <div className="pz-grid rewards-grid">
            {data.map((reward, index) => (
              <RewardCard
                key={reward.id}
                reward={reward}
                onRedeem={() => setConfirming({ reward, item: index + 1 })}
                redeeming={redeem.isPending && redeem.variables === index + 1}
                disabled={redeem.isPending}
                balance={profile.data?.credits}
              />
            ))}
          </div>
        )}
      </QueryState>
      <ConfirmRedeemDialog
        reward={confirming?.reward ?? null}
        onConfirm={() => confirming && start(confirming.item)}
        onCancel={() => setConfirming(null)}
      />
      {partnerItem !== null && (
        <SubscriberNumberPopup
          open
          onClose={() => setPartnerItem(null)}
          onConfirmed={() => {
            redeem.mutate(partnerItem);
            setPartnerItem(null);
          }}
        />
      )}
      <Modal
        open={redeem.isError && !dismissedError}
        title={t('rewards.redeem.popupTitle')}
        onClose={() => setDismissedError(true)}
      >
        <p role="alert">{redeemErrorMessage(redeem.error)}</p>
        <button type="button" className="pz-button" onClick={() => setDismissedError(true)}>
          {t('rewards.redeem.ok')}
        </button>
      </Modal>
    </div>
  );
}
