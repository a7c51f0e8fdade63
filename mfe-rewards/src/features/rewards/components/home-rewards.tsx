import { useQuery } from '@portal/shared/query';
import { Link } from '@portal/shared/router';
import { rewardsQueryOptions } from '@portal/shared/api';
import { carouselIntervals } from '@portal/shared/config';
import { useMediaQuery } from '@portal/shared/lib';
import { Carousel, QueryState } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { toRewardList } from '../lib/reward-list';
import { RewardCard } from './reward-card';
import './rewards.css';

/** Home 'Rewards' block: a 2.5 s carousel of reward cards; the heading links to /rewards. */
export function HomeRewards() {
  const t = useT();
  const rewards = useQuery({ ...rewardsQueryOptions(), select: toRewardList });
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <section className="pz-home-block home-rewards" aria-labelledby="home-rewards-heading">
      <div className="pz-section-heading">
        <h2 id="home-rewards-heading">{t('rewards.home.heading')}</h2>
        <Link to="/rewards">{t('rewards.home.viewAll')}</Link>
      </div>
      <QueryState
        query={rewards}
        loadingLabel={t('rewards.list.loading')}
        minHeight={220}
        errorMessage={t('rewards.list.loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={t('rewards.list.empty')}
      >
        {(data) => (
          <Carousel
            items={data}
            interval={carouselIntervals.rewards}
            label={t('rewards.home.carousel')}
            perView={wide ? 3 : 2}
            getKey={(reward) => reward.id}
            renderItem={(reward) => <RewardCard reward={reward} />}
          />
        )}
      </QueryState>
    </section>
  );
}
