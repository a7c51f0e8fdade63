import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { activeStreakQueryOptions } from '@portal/shared/api';
import { ErrorMessage, Loading } from '@portal/shared/ui';
import { CongratulationsModal } from '../../streak/components/congratulations-modal';
import { DayTiles } from '../../streak/components/day-tiles';
import { useClaimStreak } from '../../streak/hooks/use-claim-streak';
import { neighbourTiles } from '../../streak/lib/day-tiles';

/** The previous, current and next streak day, with today's claim. */
export function StreakPanel() {
  const streak = useQuery(activeStreakQueryOptions());
  const claim = useClaimStreak();
  // docs/product/streak-and-tasks.md: a refused claim sets the rewardClaimed flag (the tile shows it taken).
  const [rewardClaimed, setRewardClaimed] = useState(false);
  const [congratsOpen, setCongratsOpen] = useState(false);

  if (streak.isPending) return <Loading minHeight={120} />;
  if (streak.isError) {
    return <ErrorMessage message={streak.error.message} onRetry={() => void streak.refetch()} />;
  }
  const data = streak.data.data;
  const claimed = data.rewardClaimed || rewardClaimed;
  const claimToday = () =>
    claim.mutate(undefined, {
      onSuccess: () => setCongratsOpen(true),
      onError: () => setRewardClaimed(true),
    });
  return (
    <section className="tasks-section" aria-labelledby="streak-heading">
      <h2 id="streak-heading">Daily Streak</h2>
      <DayTiles
        tiles={neighbourTiles(data.active_streak, data.amount_to_claim)}
        label="Streak days"
        currentClaimed={claimed}
      />
      <button
        type="button"
        className="pz-button streak-claim"
        disabled={claimed || claim.isPending}
        onClick={claimToday}
      >
        {claimed ? 'Claimed' : claim.isPending ? 'Claiming...' : `Claim ${data.amount_to_claim} credits`}
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
