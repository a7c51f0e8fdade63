import { useAtomValue } from 'jotai';
import { useQuery } from '@portal/shared/query';
import { profileQueryOptions } from '@portal/shared/api';
import { isLoggedInAtom } from '@portal/shared/session';
import { ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { useGuestRedirect } from '../../../lib/use-guest-redirect';
import { PROFILE_LOAD_FAILED } from '../lib/profile-update-messages';
import { ProfileSummary } from './profile-summary';
import { SettingsMenu } from './settings-menu';
import './profile.css';

/** /profile: the subscriber's summary and the settings menu; the release line at the bottom. */
export function ProfilePage() {
  const allowed = useGuestRedirect({ allowPartner: true });
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useQuery({ ...profileQueryOptions(), enabled: loggedIn });
  if (!allowed) return <PageHeading title="Profile" />;
  return (
    <div className="profile-page">
      <PageHeading title="Profile" />
      {loggedIn &&
        (profile.isPending ? (
          <Loading label="Loading profile..." minHeight={180} />
        ) : profile.isError ? (
          <ErrorMessage message={PROFILE_LOAD_FAILED} onRetry={() => void profile.refetch()} />
        ) : (
          <ProfileSummary profile={profile.data} />
        ))}
      <SettingsMenu />
      <p className="pz-muted profile-page__release" data-testid="rewards-release">
        Rewards release {__APP_RELEASE__}
      </p>
    </div>
  );
}
