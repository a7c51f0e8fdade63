import { PageHeading } from '@portal/shared/ui';

export function GameChallengesPage() {
  return <PageHeading title="Game Challenges" />;
}
