import { PageHeading } from '@portal/shared/ui';

export function ProfilePage() {
  return <PageHeading title="Profile" />;
}
