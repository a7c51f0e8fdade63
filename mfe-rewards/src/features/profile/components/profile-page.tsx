import { useAtomValue } from 'jotai';
import { useQuery } from '@portal/shared/query';
import { profileQueryOptions } from '@portal/shared/api';
import { isLoggedInAtom } from '@portal/shared/session';
import { PageHeading, QueryState } from '@portal/shared/ui';
import { useGuestRedirect } from '@portal/shared/session';
import { useT } from '../../../i18n';
import { PROFILE_LOAD_FAILED } from '../lib/profile-update-messages';
import { MyRedemptions } from '../../rewards/components/my-redemptions';
import { ProfileSummary } from './profile-summary';
import { SettingsMenu } from './settings-menu';
import './profile.css';

/** /profile: the subscriber's summary, 'My redemptions' and the settings menu. */
export function ProfilePage() {
  const t = useT();
  const allowed = useGuestRedirect({ allowPartner: true });
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useQuery({ ...profileQueryOptions(), enabled: loggedIn });
  if (!allowed) return <PageHeading title={t('rewards.profile.heading')} />;
  return (
    // The remote's release is for deploy checks, not for people: an attribute, never a visible line.
    <div className="profile-page" data-rewards-release={__APP_RELEASE__}>
      <PageHeading title={t('rewards.profile.heading')} />
      {loggedIn && (
        <QueryState
          query={profile}
          loadingLabel={t('rewards.profile.loading')}
          minHeight={180}
          errorMessage={t(PROFILE_LOAD_FAILED)}
        >
          {(data) => <ProfileSummary profile={data} />}
        </QueryState>
      )}
      {loggedIn && <MyRedemptions />}
      <SettingsMenu />
    </div>
  );
}
