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
  const form = useRegistrationForm(tournament);
  const { message } = form;
  // An entry keeps its UID and NICK, not the e-mail: once registered, that box would stand empty.
  const shown = form.registered ? form.fields.filter((field) => field !== 'email') : form.fields;

  return (
    <form className="registration" onSubmit={form.onSubmit} noValidate aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{t('tournaments.register.title')}</h2>
      {shown.map((field) => (
        <RegistrationInput
          key={field}
          id={`${baseId}-${field}`}
          field={field}
          value={form.values[field]}
          error={form.errors[field] && say(form.errors[field])}
          disabled={form.closed || form.registered}
          onChange={(value) => form.change(field, value)}
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
      {form.feeNotice && <EntryFeeNotice tournament={tournament} />}
      <button
        type="submit"
        className="pz-button registration__submit"
        disabled={form.closed || form.registered || form.pending}
      >
        {form.pending ? t('tournaments.register.submitting') : t('tournaments.register.submit')}
      </button>
    </form>
  );
}
