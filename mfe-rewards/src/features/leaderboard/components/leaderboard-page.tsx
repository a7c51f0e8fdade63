import { useQuery } from '@portal/shared/query';
import { leaderboardQueryOptions } from '@portal/shared/api';
import { PageHeading, QueryState } from '@portal/shared/ui';
import { LeaderboardList } from './leaderboard-list';
import { Podium } from './podium';
import './leaderboard.css';

export const LEADERBOARD_LOAD_FAILED = 'Failed to load leaderboard';

/** /leaderboard: the top-3 podium and the expandable list from rank 4 (docs/product/rewards-and-credits.md). */
export function LeaderboardPage() {
  const board = useQuery({ ...leaderboardQueryOptions(), select: (answer) => answer.data ?? [] });
  return (
    <div className="leaderboard-page">
      <PageHeading title="Leaderboard" />
      <QueryState
        query={board}
        loadingLabel="Loading leaderboard..."
        minHeight={360}
        errorMessage={LEADERBOARD_LOAD_FAILED}
        isEmpty={(data) => data.length === 0}
        empty="No players on the leaderboard yet."
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
