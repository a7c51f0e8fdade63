import { PageHeading } from '@portal/shared/ui';

export function HighlightsPage() {
  return <PageHeading title="Highlights" />;
}
