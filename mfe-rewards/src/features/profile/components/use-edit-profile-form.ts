import { useState, type FormEvent } from 'react';
import { reverseDateParts } from '@portal/shared/lib';
import type { Gender, Profile } from '@portal/contracts';
import { isEmail } from '@portal/contracts/rules';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { FIELDS_MISSING } from '../../rewards/lib/redeem-validation';
import { dateOfBirthError } from '../lib/date-of-birth';
import { useT, type Message } from '../../../i18n';
import { PROFILE_UPDATED, profileUpdateFailure } from '../lib/profile-update-messages';

export interface ProfileFormValues {
  username: string;
  email: string;
  gender: Gender | '';
  bio: string;
  /** YYYY-MM-DD, as the date input and the screen show it. */
  dateOfBirth: string;
}

export type ProfileFieldSetter = (
  key: keyof ProfileFormValues,
) => (event: { target: { value: string } }) => void;

const fromProfile = (p: Profile): ProfileFormValues => ({
  username: p.username || p.name || '',
  email: p.email ?? '',
  gender: p.gender ?? '',
  bio: p.bio ?? '',
  // docs/product/access-and-start-up.md: received day-month-year, shown YYYY-MM-DD.
  dateOfBirth: reverseDateParts(p.dateOfBirth),
});

/**
 * What stops a save, checked on Save in the form's order: a field the api needs left empty (a
 * username and a gender), an e-mail it would refuse, a date of birth it would refuse.
 */
export function profileFormError(values: ProfileFormValues): Message | null {
  if (!values.username.trim() || !values.email.trim() || !values.gender) {
    return FIELDS_MISSING;
  }
  if (!isEmail(values.email.trim())) return 'rewards.editProfile.emailInvalid';
  return dateOfBirthError(values.dateOfBirth);
}

/** The edit profile form's values, its save and the message the save leaves on screen. */
export function useEditProfileForm(profile: Profile) {
  const t = useT();
  const [values, setValues] = useState<ProfileFormValues>(() => fromProfile(profile));
  const [image, setImage] = useState<File | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateProfile();
  const set: ProfileFieldSetter = (key) => (event) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One save at a time: a second press before the button re-renders disabled sends nothing.
    if (update.isPending) return;
    // The form says what is missing in the portal's words (and language), not the browser's.
    const problem = profileFormError(values);
    if (problem) {
      setResult({ ok: false, text: t(problem) });
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
        onSuccess: () => setResult({ ok: true, text: t(PROFILE_UPDATED) }),
        onError: (error) => {
          const refusal = (error as { refusal?: string }).refusal;
          setResult({
            ok: false,
            text: refusal
              ? t('rewards.editProfile.updateFailed', { message: refusal })
              : profileUpdateFailure(error),
          });
        },
      },
    );
  };

  return { values, set, setImage, result, submit, saving: update.isPending };
}
