import type { ProfileFieldSetter, ProfileFormValues } from './use-edit-profile-form';

interface ProfileDetailsFieldsProps {
  /** Prefix of the inputs' ids, from the form's useId. */
  id: string;
  values: ProfileFormValues;
  set: ProfileFieldSetter;
}

/** Username, email, gender, bio and date of birth inputs of the edit profile form. */
export function ProfileDetailsFields({ id, values, set }: ProfileDetailsFieldsProps) {
  return (
    <>
      <div className="pz-field">
        <label htmlFor={`${id}-username`}>Username</label>
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
        <label htmlFor={`${id}-email`}>Email</label>
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
        <label htmlFor={`${id}-gender`}>Gender</label>
        <select id={`${id}-gender`} required value={values.gender} onChange={set('gender')}>
          <option value="" disabled>
            Select gender
          </option>
          <option value="male">Male</option>
          <option value="female">Female</option>
        </select>
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-bio`}>Bio</label>
        <textarea id={`${id}-bio`} rows={3} maxLength={500} value={values.bio} onChange={set('bio')} />
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-dob`}>Date of birth</label>
        {/* Text, not type=date: the browser would show its own locale's format, not YYYY-MM-DD. */}
        <input
          id={`${id}-dob`}
          type="text"
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          maxLength={10}
          autoComplete="bday"
          aria-describedby={`${id}-dob-hint`}
          value={values.dateOfBirth}
          onChange={set('dateOfBirth')}
        />
        <span id={`${id}-dob-hint`} className="pz-muted edit-profile__hint">
          Format: YYYY-MM-DD
        </span>
      </div>
    </>
  );
}
