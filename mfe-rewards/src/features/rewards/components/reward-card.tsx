import type { Reward } from '@portal/shared/types';
import { REWARD_IMAGE_SIZE, rewardImage } from '../reward-images';

export interface RewardCardProps {
  reward: Reward;
  /** Shown with a 'Redeem' button when given (the /rewards page); the home block has none. */
  onRedeem?: () => void;
  redeeming?: boolean;
  disabled?: boolean;
  /** In the first screen: its image loads at once instead of lazily. */
  priority?: boolean;
}

export function RewardCard({
  reward,
  onRedeem,
  redeeming = false,
  disabled = false,
  priority = false,
}: RewardCardProps) {
  const image = rewardImage(reward.id);
  return (
    <article className="reward-card pz-card" aria-label={reward.name}>
      <div className="reward-card__media">
        {image && (
          <img
            src={image}
            alt=""
            width={REWARD_IMAGE_SIZE.width}
            height={REWARD_IMAGE_SIZE.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        )}
      </div>
      <h3 className="reward-card__name">{reward.name}</h3>
      <p className="reward-card__credits">
        <span aria-hidden="true">🪙</span> {reward.credits.toLocaleString('en-US')} credits
      </p>
      {onRedeem && (
        <button
          type="button"
          className="pz-button reward-card__redeem"
          onClick={onRedeem}
          disabled={disabled}
          aria-label={`Redeem ${reward.name}`}
        >
          {redeeming ? 'Redeeming...' : 'Redeem'}
        </button>
      )}
    </article>
  );
}
