import { useAtomValue } from 'jotai';
import { useQuery } from '@portal/shared/query';
import { profileQueryOptions } from '@portal/shared/api';
import { formatNumber } from '@portal/shared/i18n';
import { isLoggedInAtom } from '@portal/shared/session';
import { Modal } from '@portal/shared/ui';
import type { Tournament } from '@portal/contracts';
import { useT } from '../../../i18n';
import { useTournamentName } from '../hooks/use-tournament-name';

export interface ConfirmJoinDialogProps {
  /** The paid tournament being joined; null while nothing is asked. */
  tournament: Tournament | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last step before a paid ESL tournament's entry fee is taken: names the tournament, the fee
 * and the balance it comes from. The api takes entry fees from credits, never from prize money.
 */
export function ConfirmJoinDialog({ tournament, onConfirm, onCancel }: ConfirmJoinDialogProps) {
  const t = useT();
  const nameOf = useTournamentName();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useQuery({ ...profileQueryOptions(), enabled: tournament !== null && loggedIn });
  const balance = profile.data?.credits;
  return (
    <Modal open={tournament !== null} title={t('tournaments.confirm.title')} onClose={onCancel}>
      {tournament && (
        <>
          <p>
            {t('tournaments.confirm.question', {
              name: nameOf(tournament),
              credits: formatNumber(tournament.entryFee),
            })}
          </p>
          <p className="pz-muted">
            {t('tournaments.confirm.fromCredits')}
            {balance !== undefined && (
              <>
                {' '}
                {t('tournaments.register.balance', {
                  balance: t('tournaments.facts.credits', { amount: formatNumber(balance) }),
                })}
              </>
            )}
          </p>
          <div className="pz-actions">
            <button type="button" className="pz-button" onClick={onConfirm}>
              {t('tournaments.confirm.yes')}
            </button>
            <button type="button" className="pz-button pz-button--secondary" onClick={onCancel}>
              {t('tournaments.confirm.cancel')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
