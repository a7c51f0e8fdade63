import { useQuery } from '@portal/shared/query';
import { activeStreakQueryOptions } from '@portal/shared/api';
import { limits } from '@portal/shared/config';
import { formatNumber, Trans } from '@portal/shared/i18n';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { CongratulationsModal } from '../../streak/components/congratulations-modal';
import { useClaimStreak } from '../../streak/hooks/use-claim-streak';
import '../../streak/components/day-tiles.css';

export interface DailyCheckinPopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The daily login reward the shell opens once per session (and from 'Check in Rewards'): today's
 * amount (15 credits when none is known yet), a claim, then 'Congratulations!' with the credits.
 */
export function DailyCheckinPopup({ open, onClose }: DailyCheckinPopupProps) {
  const streak = useQuery({ ...activeStreakQueryOptions(), enabled: open });
  const claim = useClaimStreak();
  const t = useT();
  const data = streak.data?.data;
  const amount = data?.amount_to_claim ?? limits.defaultCheckinCredits;

  if (claim.isSuccess) {
    return <CongratulationsModal open={open} credits={claim.data.data.credits} onClose={onClose} />;
  }
  const claimed = data?.rewardClaimed === true;
  return (
    <Modal open={open} title={t('tasks.checkin.title')} onClose={onClose}>
      {/* The line keeps its height while the streak loads, so the popup does not jump. */}
      <p className="day-tile__day">
        {data ? t('tasks.streak.day', { day: formatNumber(data.active_streak) }) : '\u00a0'}
      </p>
      <p className="tasks-congrats__credits">
        <Trans
          id="tasks.checkin.credits"
          values={{ amount: formatNumber(amount) }}
          components={{ 0: <strong /> }}
        />
      </p>
      {claimed ? (
        <p className="pz-muted">{t('tasks.checkin.alreadyClaimed')}</p>
      ) : (
        <p className="pz-muted">{t('tasks.checkin.keepGoing')}</p>
      )}
      {claim.isError && (
        <p className="tasks-message tasks-message--error" role="alert">
          {claim.error.message}
        </p>
      )}
      <button
        type="button"
        className="pz-button"
        disabled={claimed || claim.isPending || claim.isError}
        onClick={() => claim.claimOnce()}
      >
        {claimed
          ? t('tasks.streak.claimed')
          : claim.isPending
            ? t('tasks.streak.claiming')
            : t('tasks.checkin.claim')}
      </button>
    </Modal>
  );
}
