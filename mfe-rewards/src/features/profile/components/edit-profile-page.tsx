import { PageHeading } from '@portal/shared/ui';

export function EditProfilePage() {
  return <PageHeading title="Edit Profile" />;
}
