import { useId, useState, type FormEvent } from 'react';
import { reverseDateParts } from '@portal/shared/lib';
import type { Gender, Profile } from '@portal/contracts';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { dateOfBirthError } from '../lib/date-of-birth';
import { PROFILE_UPDATED, profileUpdateFailure } from '../lib/profile-update-messages';
import { ProfileImageField } from './profile-image-field';

interface Values {
  username: string;
  email: string;
  gender: Gender | '';
  bio: string;
  /** YYYY-MM-DD, as the date input and the screen show it. */
  dateOfBirth: string;
}

const fromProfile = (p: Profile): Values => ({
  username: p.username || p.name || '',
  email: p.email ?? '',
  gender: p.gender ?? '',
  bio: p.bio ?? '',
  // docs/product/access-and-start-up.md: received day-month-year, shown YYYY-MM-DD.
  dateOfBirth: reverseDateParts(p.dateOfBirth),
});

export function EditProfileForm({ profile }: { profile: Profile }) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => fromProfile(profile));
  const [image, setImage] = useState<File | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateProfile();
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One save at a time: a second press before the button re-renders disabled sends nothing.
    if (update.isPending) return;
    const dobProblem = dateOfBirthError(values.dateOfBirth);
    if (dobProblem) {
      setResult({ ok: false, text: dobProblem });
      return;
    }
    setResult(null);
    update.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        gender: values.gender as Gender,
        bio: values.bio.trim(),
        dateOfBirth: values.dateOfBirth.trim(),
        ...(image ? { image } : {}),
      },
      {
        onSuccess: () => setResult({ ok: true, text: PROFILE_UPDATED }),
        onError: (error) => {
          const refusal = (error as { refusal?: string }).refusal;
          setResult({
            ok: false,
            text: refusal ? `Failed to update profile: ${refusal}` : profileUpdateFailure(error),
          });
        },
      },
    );
  };

  return (
    <form className="edit-profile-form pz-card" onSubmit={submit}>
      <ProfileImageField current={profile.profileImage} onChange={setImage} />
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
      {result && (
        <p
          className={`profile-form-message profile-form-message--${result.ok ? 'ok' : 'error'}`}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.text}
        </p>
      )}
      <button type="submit" className="pz-button" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}
