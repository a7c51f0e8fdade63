import { useId } from 'react';
import type { Profile } from '@portal/contracts';
import { ProfileDetailsFields } from './profile-details-fields';
import { ProfileImageField } from './profile-image-field';
import { useT } from '../../../i18n';
import { useEditProfileForm } from './use-edit-profile-form';

export function EditProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const id = useId();
  const { values, set, setImage, result, submit, saving } = useEditProfileForm(profile);

  return (
    <form className="edit-profile-form pz-card" onSubmit={submit} noValidate>
      <ProfileImageField current={profile.profileImage} onChange={setImage} />
      <ProfileDetailsFields id={id} values={values} set={set} />
      {result && (
        <p
          className={`profile-form-message profile-form-message--${result.ok ? 'ok' : 'error'}`}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.text}
        </p>
      )}
      <button type="submit" className="pz-button" disabled={saving}>
        {saving ? t('rewards.editProfile.saving') : t('rewards.editProfile.save')}
      </button>
    </form>
  );
}
