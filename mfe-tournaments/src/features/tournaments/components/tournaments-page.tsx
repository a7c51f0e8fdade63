import { PageHeading } from '@portal/shared/ui';

export function TournamentsPage() {
  return <PageHeading title="Weekly Tournaments" />;
}
