import { useEffect, useId, useState } from 'react';
import { profileImageOrFallback } from '@portal/shared/lib';
import { useT, type Message } from '../../../i18n';
import { PROFILE_IMAGE_TYPES, profileImageError } from '../lib/profile-image-rules';

export interface ProfileImageFieldProps {
  current: string | null;
  onChange: (file: File | null) => void;
}

/** Picks a new profile picture: an image of at most 2 MB (docs/product/access-and-start-up.md), with a preview. */
export function ProfileImageField({ current, onChange }: ProfileImageFieldProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<Message | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div className="pz-field">
      <span id={`${id}-label`}>{t('rewards.editProfile.image')}</span>
      <div className="edit-profile__image">
        <img src={preview ?? profileImageOrFallback(current)} alt="" width={80} height={80} />
        <div className="edit-profile__picker">
          {/* The native control is hidden (it overflows a phone's card); its label is the button. */}
          <input
            id={id}
            className="pz-visually-hidden"
            type="file"
            aria-label={t('rewards.editProfile.chooseImage')}
            accept={PROFILE_IMAGE_TYPES.join(',')}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const problem = file ? profileImageError(file) : null;
              setError(problem);
              if (!file || problem) {
                event.target.value = '';
                setPreview(null);
                onChange(null);
                return;
              }
              setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
              onChange(file);
            }}
          />
          <label htmlFor={id} className="pz-button pz-button--secondary pz-file-button">
            {preview ? t('rewards.editProfile.change') : t('rewards.editProfile.choose')}
          </label>
          <p className="pz-muted edit-profile__hint">{t('rewards.editProfile.imageHint')}</p>
          {error && (
            <p id={`${id}-error`} className="profile-form-message profile-form-message--error" role="alert">
              {t(error)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
