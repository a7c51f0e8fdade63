import { PageHeading } from '@portal/shared/ui';

export function ThankYouPage() {
  return <PageHeading title="Thank You" />;
}
