import { PageHeading } from '@portal/shared/ui';

export function LeaderboardPage() {
  return <PageHeading title="Leaderboard" />;
}
