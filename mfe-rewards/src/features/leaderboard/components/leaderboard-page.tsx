import { useQuery } from '@portal/shared/query';
import { leaderboardQueryOptions } from '@portal/shared/api';
import { PageHeading, QueryState } from '@portal/shared/ui';
import { LeaderboardList } from './leaderboard-list';
import { useT } from '../../../i18n';
import { Podium } from './podium';
import './leaderboard.css';

/** /leaderboard: the top-3 podium and the expandable list from rank 4 (docs/product/rewards-and-credits.md). */
export function LeaderboardPage() {
  const t = useT();
  const board = useQuery({ ...leaderboardQueryOptions(), select: (answer) => answer.data ?? [] });
  return (
    <div className="leaderboard-page">
      <PageHeading title={t('rewards.leaderboard.heading')} />
      <QueryState
        query={board}
        loadingLabel={t('rewards.leaderboard.loading')}
        minHeight={360}
        errorMessage={t('rewards.leaderboard.loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={t('rewards.leaderboard.empty')}
      >
        {(data) => (
          <>
            <Podium leaders={data} />
            <LeaderboardList entries={data.slice(3)} firstRank={4} />
          </>
        )}
      </QueryState>
    </div>
  );
}
