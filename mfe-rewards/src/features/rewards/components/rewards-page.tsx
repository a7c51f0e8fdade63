import { PageHeading } from '@portal/shared/ui';

export function RewardsPage() {
  return <PageHeading title="Rewards" />;
}
