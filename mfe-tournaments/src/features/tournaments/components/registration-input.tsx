import { useT, type Message } from '../../../i18n';
import type { RegistrationField } from '../lib/registration';

const LABELS: Record<RegistrationField, { label: Message; type: string; autoComplete: string }> = {
  uid: { label: 'tournaments.register.uid', type: 'text', autoComplete: 'off' },
  nick: { label: 'tournaments.register.nick', type: 'text', autoComplete: 'nickname' },
  email: { label: 'tournaments.register.email', type: 'email', autoComplete: 'email' },
};

interface RegistrationInputProps {
  id: string;
  field: RegistrationField;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One labelled field of the registration form, with its error under it. */
export function RegistrationInput({ id, field, value, error, disabled, onChange }: RegistrationInputProps) {
  const t = useT();
  return (
    <div className={`pz-field${error ? ' pz-field--error' : ''}`}>
      <label htmlFor={id}>{t(LABELS[field].label)}</label>
      <input
        id={id}
        name={field}
        type={LABELS[field].type}
        autoComplete={LABELS[field].autoComplete}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="registration__field-error">
          {error}
        </span>
      )}
    </div>
  );
}
