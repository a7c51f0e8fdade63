import { PageHeading } from '@portal/shared/ui';

export function CompletedPage() {
  return <PageHeading title="Completed Tasks" />;
}
