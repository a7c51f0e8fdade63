import { PageHeading } from '@portal/shared/ui';

export function TermsServicePage() {
  return <PageHeading title="Privacy Policy" />;
}
