import type { Reward } from '@portal/contracts';
import { formatCredits } from '@portal/shared/lib';
import { useLocalName } from '@portal/shared/i18n';
import { CoinIcon } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { RewardPicture } from './reward-picture';

export interface RewardCardProps {
  reward: Reward;
  /** Shown with a 'Redeem' button when given (the /rewards page); the home block has none. */
  onRedeem?: () => void;
  redeeming?: boolean;
  disabled?: boolean;
  /** The subscriber's balance when known: Redeem is disabled when it is short, saying by how much. */
  balance?: number;
}

export function RewardCard({
  reward,
  onRedeem,
  redeeming = false,
  disabled = false,
  balance,
}: RewardCardProps) {
  const t = useT();
  const name = useLocalName()(reward);
  const credits = formatCredits(reward.credits);
  // How many more credits Redeem needs: the price is on the card already.
  const missing = balance === undefined ? 0 : reward.credits - balance;
  const short = missing > 0;
  const reasonId = `reward-${reward.id}-short`;
  return (
    <article className="reward-card pz-card" aria-label={name}>
      <div className="reward-card__media">
        <RewardPicture rewardId={reward.id} className="reward-card__art" />
      </div>
      <h3 className="reward-card__name">{name}</h3>
      <p className="reward-card__credits">
        <CoinIcon /> {t('rewards.card.credits', { credits })}
      </p>
      {onRedeem && (
        <button
          type="button"
          className="pz-button reward-card__redeem"
          onClick={onRedeem}
          disabled={disabled || short}
          aria-label={t('rewards.card.redeemName', { name })}
          aria-describedby={short ? reasonId : undefined}
        >
          {redeeming ? t('rewards.card.redeeming') : t('rewards.card.redeem')}
        </button>
      )}
      {/* The reason's line is always there under Redeem, empty while the balance is unknown or
          enough, so a card does not grow (and move the cards after it) when the balance arrives. */}
      {onRedeem &&
        (short ? (
          <p id={reasonId} className="reward-card__short">
            {t('rewards.card.short', { credits: formatCredits(missing) })}
          </p>
        ) : (
          <p className="reward-card__short" aria-hidden="true">
            {'\u00a0'}
          </p>
        ))}
    </article>
  );
}
