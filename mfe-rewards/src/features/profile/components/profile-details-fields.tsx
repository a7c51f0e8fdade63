import { useT } from '../../../i18n';
import type { ProfileFieldSetter, ProfileFormValues } from './use-edit-profile-form';

interface ProfileDetailsFieldsProps {
  /** Prefix of the inputs' ids, from the form's useId. */
  id: string;
  values: ProfileFormValues;
  set: ProfileFieldSetter;
}

/** Username, email, gender, bio and date of birth inputs of the edit profile form. */
export function ProfileDetailsFields({ id, values, set }: ProfileDetailsFieldsProps) {
  const t = useT();
  return (
    <>
      <div className="pz-field">
        <label htmlFor={`${id}-username`}>{t('rewards.editProfile.username')}</label>
        <input
          id={`${id}-username`}
          required
          maxLength={40}
          autoComplete="nickname"
          value={values.username}
          onChange={set('username')}
        />
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-email`}>{t('rewards.editProfile.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          maxLength={120}
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
        />
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-gender`}>{t('rewards.editProfile.gender')}</label>
        <select id={`${id}-gender`} required value={values.gender} onChange={set('gender')}>
          <option value="" disabled>
            {t('rewards.editProfile.selectGender')}
          </option>
          <option value="male">{t('rewards.editProfile.male')}</option>
          <option value="female">{t('rewards.editProfile.female')}</option>
        </select>
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-bio`}>{t('rewards.editProfile.bio')}</label>
        <textarea id={`${id}-bio`} rows={3} maxLength={500} value={values.bio} onChange={set('bio')} />
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-dob`}>{t('rewards.editProfile.dob')}</label>
        {/* Text, not type=date: the browser would show its own locale's format, not YYYY-MM-DD. */}
        <input
          id={`${id}-dob`}
          type="text"
          inputMode="numeric"
          placeholder={t('rewards.editProfile.dobPlaceholder')}
          maxLength={10}
          autoComplete="bday"
          aria-describedby={`${id}-dob-hint`}
          value={values.dateOfBirth}
          onChange={set('dateOfBirth')}
        />
        <span id={`${id}-dob-hint`} className="pz-muted edit-profile__hint">
          {t('rewards.editProfile.dobHint')}
        </span>
      </div>
    </>
  );
}
