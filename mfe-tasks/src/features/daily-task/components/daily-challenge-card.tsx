import { useState } from 'react';
import { useQuery, useQueryClient } from '@portal/shared/query';
import { dailyChallengesQueryOptions, submitDailyEntry } from '@portal/shared/api';
import { EmptyState, ErrorMessage, Loading } from '@portal/shared/ui';
import { ScreenshotForm } from '../../screenshot/components/screenshot-form';
import { DAILY_SUBMIT_FAILED, SUBMIT_SUCCESS_MESSAGE } from '../../screenshot/lib/screenshot-rules';

/** Today's challenge of the chosen game: name, prize, and the screenshot entry (once a day). */
export function DailyChallengeCard({ gameId }: { gameId: number }) {
  const options = dailyChallengesQueryOptions({ gameId });
  const challenges = useQuery(options);
  const queryClient = useQueryClient();
  const [justSubmitted, setJustSubmitted] = useState(false);

  if (challenges.isPending) return <Loading minHeight={180} />;
  if (challenges.isError) {
    return <ErrorMessage message="Error" prefixed={false} onRetry={() => void challenges.refetch()} />;
  }
  const challenge = challenges.data.data[0];
  if (!challenge || challenge.archieved === 1) {
    return <EmptyState message="No challenges available for today" />;
  }
  const open = challenge.entryStatus === 'Not submitted';
  return (
    <article className="pz-card daily-challenge" aria-labelledby="daily-challenge-name">
      <p className="pz-muted daily-challenge__kicker">Today’s challenge</p>
      <h3 id="daily-challenge-name">{challenge.name}</h3>
      <p>
        Prize: <span className="tasks-prize">{challenge.prize} credits</span>
      </p>
      {open ? (
        <ScreenshotForm
          failedMessage={DAILY_SUBMIT_FAILED}
          submit={(file, onProgress) =>
            submitDailyEntry({ entryImage: file, challengeId: challenge.challengeId }, onProgress)
          }
          onSubmitted={() => {
            setJustSubmitted(true);
            void queryClient.invalidateQueries({ queryKey: options.queryKey });
          }}
        />
      ) : (
        <>
          <button type="button" className="pz-button" disabled>
            Submitted
          </button>
          {justSubmitted && (
            <p className="tasks-message tasks-message--success" role="status">
              {SUBMIT_SUCCESS_MESSAGE}
            </p>
          )}
        </>
      )}
    </article>
  );
}
