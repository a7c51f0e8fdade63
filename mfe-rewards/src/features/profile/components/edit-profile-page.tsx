import { useQuery } from '@portal/shared/query';
import { Link } from '@portal/shared/router';
import { profileQueryOptions } from '@portal/shared/api';
import { PageHeading, QueryState } from '@portal/shared/ui';
import { useGuestRedirect } from '@portal/shared/session';
import { useT } from '../../../i18n';
import { PROFILE_LOAD_FAILED } from '../lib/profile-update-messages';
import { EditProfileForm } from './edit-profile-form';
import './profile.css';

/** /edit-profile: username, e-mail, gender, bio, date of birth and picture (docs/product/access-and-start-up.md). */
export function EditProfilePage() {
  const t = useT();
  const allowed = useGuestRedirect();
  const profile = useQuery({ ...profileQueryOptions(), enabled: allowed });
  return (
    <div className="edit-profile-page">
      <PageHeading title={t('rewards.editProfile.heading')}>
        <p className="edit-profile-page__back">
          <Link to="/profile">{t('rewards.editProfile.back')}</Link>
        </p>
      </PageHeading>
      {allowed && (
        <QueryState
          query={profile}
          loadingLabel={t('rewards.profile.loading')}
          minHeight={420}
          errorMessage={t(PROFILE_LOAD_FAILED)}
        >
          {(data) => <EditProfileForm profile={data} />}
        </QueryState>
      )}
    </div>
  );
}
