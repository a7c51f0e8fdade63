import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { activeStreakQueryOptions } from '@portal/shared/api';
import { formatNumber } from '@portal/shared/i18n';
import { ErrorMessage, Loading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { CongratulationsModal } from '../../streak/components/congratulations-modal';
import { DayTiles } from '../../streak/components/day-tiles';
import { useClaimStreak } from '../../streak/hooks/use-claim-streak';
import { neighbourTiles } from '../../streak/lib/day-tiles';

/** The loaded panel's height (heading, day tiles, claim button) on both layouts, in px. */
const STREAK_PANEL_HEIGHT = 210;

/** The previous, current and next streak day, with today's claim. */
export function StreakPanel() {
  const streak = useQuery(activeStreakQueryOptions());
  const claim = useClaimStreak();
  const t = useT();
  // docs/product/streak-and-tasks.md: a refused claim sets the rewardClaimed flag (the tile shows it taken).
  const [rewardClaimed, setRewardClaimed] = useState(false);
  const [congratsOpen, setCongratsOpen] = useState(false);

  // The panel's own height and margin while the streak loads, so the daily task below stays put.
  if (streak.isPending) {
    return (
      <div className="tasks-section">
        <Loading minHeight={STREAK_PANEL_HEIGHT} />
      </div>
    );
  }
  if (streak.isError) {
    return <ErrorMessage message={streak.error.message} onRetry={() => void streak.refetch()} />;
  }
  const data = streak.data.data;
  const claimed = data.rewardClaimed || rewardClaimed;
  const claimToday = () =>
    claim.claimOnce({
      onSuccess: () => setCongratsOpen(true),
      onError: () => setRewardClaimed(true),
    });
  return (
    <section className="tasks-section" aria-labelledby="streak-heading">
      <h2 id="streak-heading">{t('tasks.streak.heading')}</h2>
      <DayTiles
        tiles={neighbourTiles(data.active_streak, data.amount_to_claim)}
        label={t('tasks.streak.days')}
        currentClaimed={claimed}
      />
      <button
        type="button"
        className="pz-button streak-claim"
        disabled={claimed || claim.isPending}
        onClick={claimToday}
      >
        {claimed
          ? t('tasks.streak.claimed')
          : claim.isPending
            ? t('tasks.streak.claiming')
            : t('tasks.streak.claim', { amount: formatNumber(data.amount_to_claim) })}
      </button>
      {claim.isError && (
        <p className="tasks-message tasks-message--error" role="alert">
          {claim.error.message}
        </p>
      )}
      <CongratulationsModal
        open={congratsOpen}
        credits={claim.data?.data.credits ?? data.amount_to_claim}
        onClose={() => setCongratsOpen(false)}
      />
    </section>
  );
}
