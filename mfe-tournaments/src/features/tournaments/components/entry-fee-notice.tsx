import { useAtomValue } from 'jotai';
import { useQuery } from '@portal/shared/query';
import { profileQueryOptions } from '@portal/shared/api';
import { formatNumber } from '@portal/shared/i18n';
import { isLoggedInAtom } from '@portal/shared/session';
import type { Tournament } from '@portal/contracts';
import { useT } from '../../../i18n';
import { isPaid } from '../lib/registration';

/**
 * One line by the Register button of a paid tournament: Register takes the entry fee from the
 * subscriber's credits, and the balance it comes from (GET /v1/user/profile), marked when it is
 * below the fee. The form asks nothing more: the fee is said before Register, and the api decides.
 */
export function EntryFeeNotice({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const paid = isPaid(tournament);
  const profile = useQuery({ ...profileQueryOptions(), enabled: paid && loggedIn });
  if (!paid) return null;
  const fee = t('tournaments.facts.credits', { amount: formatNumber(tournament.entryFee) });
  const balance = profile.data?.credits;
  const short = balance !== undefined && balance < tournament.entryFee;
  return (
    <p className="registration__fee" data-testid="entry-fee-notice">
      {t('tournaments.register.feeLine', { fee })}
      {balance !== undefined && (
        <span className={`registration__balance${short ? ' registration__balance--short' : ''}`}>
          {' '}
          {t('tournaments.register.balance', {
            balance: t('tournaments.facts.credits', { amount: formatNumber(balance) }),
          })}
        </span>
      )}
    </p>
  );
}
