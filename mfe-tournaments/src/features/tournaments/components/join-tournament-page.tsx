import { PageHeading } from '@portal/shared/ui';

export function JoinTournamentPage() {
  return <PageHeading title="Join Tournament" />;
}
