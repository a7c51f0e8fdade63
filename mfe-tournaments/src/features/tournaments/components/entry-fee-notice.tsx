import { useAtomValue } from 'jotai';
import { useQuery } from '@portal/shared/query';
import { profileQueryOptions } from '@portal/shared/api';
import { formatNumber } from '@portal/shared/i18n';
import { isLoggedInAtom } from '@portal/shared/session';
import type { Tournament } from '@portal/contracts';
import { useT } from '../../../i18n';
import { isPaid } from '../lib/registration';

export interface EntryFeeNoticeProps {
  tournament: Tournament;
  /** The api refused the entry for the balance: said here, as an alert, and not by the form. */
  refused?: boolean;
}

/**
 * Above the registration form of a paid tournament: its entry fee and the subscriber's balance
 * (GET /v1/user/profile), and 'Insufficient credits' when the balance is below the fee, so nobody
 * fills the form to learn it, or when the api refused the entry for it (the api decides).
 */
export function EntryFeeNotice({ tournament, refused = false }: EntryFeeNoticeProps) {
  const t = useT();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const paid = isPaid(tournament);
  const profile = useQuery({ ...profileQueryOptions(), enabled: paid && loggedIn });
  if (!paid) return null;
  const fee = t('tournaments.facts.credits', { amount: formatNumber(tournament.entryFee) });
  const balance = profile.data?.credits;
  const short = refused || (balance !== undefined && balance < tournament.entryFee);
  return (
    <div className="registration__fee" data-testid="entry-fee-notice">
      <p>
        {t('tournaments.register.fee', { fee })}
        {balance !== undefined && (
          <span className="registration__balance">
            {t('tournaments.register.balance', {
              balance: t('tournaments.facts.credits', { amount: formatNumber(balance) }),
            })}
          </span>
        )}
      </p>
      {short && (
        <p className="registration__message registration__message--error" role={refused ? 'alert' : 'status'}>
          {t('tournaments.register.insufficient')}
          <span className="registration__details">
            {t('tournaments.register.entryFeeIs', { amount: formatNumber(tournament.entryFee) })}
          </span>
        </p>
      )}
    </div>
  );
}
