import { useQuery } from '@portal/shared/query';
import { leaderboardQueryOptions } from '@portal/shared/api';
import { EmptyState, ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
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
      {board.isPending ? (
        <Loading label="Loading leaderboard..." minHeight={360} />
      ) : board.isError ? (
        <ErrorMessage message={LEADERBOARD_LOAD_FAILED} onRetry={() => void board.refetch()} />
      ) : board.data.length === 0 ? (
        <EmptyState message="No players on the leaderboard yet." />
      ) : (
        <>
          <Podium leaders={board.data} />
          <LeaderboardList entries={board.data.slice(3)} firstRank={4} />
        </>
      )}
    </div>
  );
}
