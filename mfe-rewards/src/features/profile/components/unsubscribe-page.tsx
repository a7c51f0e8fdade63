import { PageHeading } from '@portal/shared/ui';

export function UnsubscribePage() {
  return <PageHeading title="Unsubscribe" />;
}
