import { PageHeading } from '@portal/shared/ui';

export function AimTrainPage() {
  return <PageHeading title="Aim Train" />;
}
