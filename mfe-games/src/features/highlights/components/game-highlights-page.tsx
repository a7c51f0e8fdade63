import { PageHeading } from '@portal/shared/ui';

export function GameHighlightsPage() {
  return <PageHeading title="Game Highlights" />;
}
