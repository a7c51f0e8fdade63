import { PageHeading } from '@portal/shared/ui';

export function CannonClashPage() {
  return <PageHeading title="Cannon Clash" />;
}
