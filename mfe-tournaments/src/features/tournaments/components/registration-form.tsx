import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQueryClient } from '@portal/shared/query';
import { tournamentCheckin, tournamentsRootKey } from '@portal/shared/api';
import { isLoggedInAtom } from '@portal/shared/session';
import type { Tournament } from '@portal/contracts';
import type { CardMessage } from '../lib/message';
import {
  ALREADY_SUBMITTED,
  LOGIN_TO_PARTICIPATE,
  REGISTERED,
  registrationErrors,
  registrationFields,
  registrationPayload,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/registration';
import { registrationClosed } from '../lib/status';

const LABELS: Record<RegistrationField, { label: string; type: string; autoComplete: string }> = {
  uid: { label: 'UID', type: 'text', autoComplete: 'off' },
  nick: { label: 'NICK', type: 'text', autoComplete: 'nickname' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
};

/** The weekly tournament registration form (docs/product/tournaments.md) and its three answers. */
export function RegistrationForm({ tournament }: { tournament: Tournament }) {
  const baseId = useId();
  const queryClient = useQueryClient();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const fields = registrationFields(tournament);
  const closed = registrationClosed(tournament);
  const mine = tournament.entries[0];
  const [values, setValues] = useState<RegistrationValues>({
    uid: mine?.pubg_id ?? '',
    nick: mine?.pubg_nick ?? '',
    email: '',
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [message, setMessage] = useState<CardMessage | null>(null);

  const register = useMutation({
    mutationFn: () => tournamentCheckin(registrationPayload(tournament, fields, values)),
    onSuccess: (answer) => {
      const already = answer.data?.already_submited === true;
      setMessage(already ? { tone: 'info', text: ALREADY_SUBMITTED } : { tone: 'success', text: REGISTERED });
      if (!already) void queryClient.invalidateQueries({ queryKey: tournamentsRootKey });
    },
    onError: (error) => setMessage({ tone: 'error', text: error.message }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (closed || register.isPending) return;
    if (!loggedIn) {
      setMessage({ tone: 'error', text: LOGIN_TO_PARTICIPATE });
      return;
    }
    const found = registrationErrors(fields, values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length === 0) register.mutate();
  };

  return (
    <form className="registration" onSubmit={onSubmit} noValidate aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>Registration</h2>
      {fields.map((field) => {
        const id = `${baseId}-${field}`;
        const error = errors[field];
        return (
          <div key={field} className={`pz-field${error ? ' pz-field--error' : ''}`}>
            <label htmlFor={id}>{LABELS[field].label}</label>
            <input
              id={id}
              name={field}
              type={LABELS[field].type}
              autoComplete={LABELS[field].autoComplete}
              value={values[field]}
              disabled={closed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                const value = e.target.value;
                setValues((v) => ({ ...v, [field]: value }));
                if (error) setErrors(({ [field]: _fixed, ...rest }) => rest);
              }}
            />
            {error && (
              <span id={`${id}-error`} className="registration__field-error">
                {error}
              </span>
            )}
          </div>
        );
      })}
      {message && (
        <p
          className={`registration__message registration__message--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      <button
        type="submit"
        className="pz-button registration__submit"
        disabled={closed || register.isPending}
      >
        {register.isPending ? 'Registering...' : 'Register'}
      </button>
    </form>
  );
}
