import { useId } from 'react';
import type { Tournament } from '@portal/contracts';
import { useT } from '../../../i18n';
import { useSay } from '../lib/messages';
import { EntryFeeNotice } from './entry-fee-notice';
import { RegistrationInput } from './registration-input';
import { useRegistrationForm } from './use-registration-form';

/** The weekly tournament registration form (docs/product/tournaments.md) and its three answers. */
export function RegistrationForm({ tournament }: { tournament: Tournament }) {
  const baseId = useId();
  const t = useT();
  const say = useSay();
  const {
    fields,
    values,
    errors,
    message,
    feeNotice,
    balanceRefused,
    closed,
    registered,
    pending,
    onSubmit,
    change,
  } = useRegistrationForm(tournament);

  return (
    <form className="registration" onSubmit={onSubmit} noValidate aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{t('tournaments.register.title')}</h2>
      {feeNotice && <EntryFeeNotice tournament={tournament} refused={balanceRefused} />}
      {fields.map((field) => (
        <RegistrationInput
          key={field}
          id={`${baseId}-${field}`}
          field={field}
          value={values[field]}
          error={errors[field] && say(errors[field])}
          disabled={closed || registered}
          onChange={(value) => change(field, value)}
        />
      ))}
      {message && (
        <p
          className={`registration__message registration__message--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {say(message.text)}
          {message.details && <span className="registration__details">{message.details}</span>}
        </p>
      )}
      <button
        type="submit"
        className="pz-button registration__submit"
        disabled={closed || registered || pending}
      >
        {pending ? t('tournaments.register.submitting') : t('tournaments.register.submit')}
      </button>
    </form>
  );
}
