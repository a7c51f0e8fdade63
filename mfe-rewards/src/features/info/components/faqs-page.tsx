import { PageHeading } from '@portal/shared/ui';

export function FaqsPage() {
  return <PageHeading title="FAQs" />;
}
