import { PageHeading } from '@portal/shared/ui';

export function PuzzleManiaPage() {
  return <PageHeading title="Puzzle Mania" />;
}
