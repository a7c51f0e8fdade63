import { useState } from 'react';
import type { DailyChallenge } from '@portal/contracts';
import { useQuery, useQueryClient } from '@portal/shared/query';
import { Link } from '@portal/shared/router';
import { dailyChallengesQueryOptions, submitDailyEntry } from '@portal/shared/api';
import { formatNumber, Trans } from '@portal/shared/i18n';
import { EmptyState, ErrorMessage, Loading } from '@portal/shared/ui';
import { useNameOf } from '../../../hooks/use-local-name';
import { useT } from '../../../i18n';
import { ScreenshotForm } from '../../screenshot/components/screenshot-form';
import { DAILY_SUBMIT_FAILED } from '../../screenshot/lib/screenshot-rules';

/** Today's challenge of the chosen game: name, prize, and the screenshot entry (once a day). */
export function DailyChallengeCard({ gameId }: { gameId: number }) {
  const options = dailyChallengesQueryOptions({ gameId });
  const challenges = useQuery(options);
  const queryClient = useQueryClient();
  const [justSubmitted, setJustSubmitted] = useState(false);
  const t = useT();
  const nameOf = useNameOf();

  if (challenges.isPending) return <Loading minHeight={180} />;
  if (challenges.isError) {
    return (
      <ErrorMessage message={t('tasks.error')} prefixed={false} onRetry={() => void challenges.refetch()} />
    );
  }
  const challenge = challenges.data.data[0];
  if (!challenge || challenge.archieved === 1) {
    return <EmptyState message={t('tasks.daily.noChallenge')} />;
  }
  const open = challenge.entryStatus === 'Not submitted';
  return (
    <article className="pz-card daily-challenge" aria-labelledby="daily-challenge-name">
      <p className="pz-muted daily-challenge__kicker">{t('tasks.daily.kicker')}</p>
      <h3 id="daily-challenge-name">{nameOf(challenge.name, challenge)}</h3>
      <p>
        <Trans
          id="tasks.prize"
          values={{ amount: formatNumber(challenge.prize) }}
          components={{ 0: <span className="tasks-prize" /> }}
        />
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
            {t('tasks.daily.submitted')}
          </button>
          {justSubmitted && (
            <p className="tasks-message tasks-message--success" role="status">
              {t('tasks.screenshot.success')}
            </p>
          )}
          <EntryReview challenge={challenge} />
        </>
      )}
    </article>
  );
}

/**
 * Where today's entry stands once it is in: waiting for staff, approved with its credits, or not
 * approved, with the way to /completed, which says why. The day's one entry may have gone to
 * another game's task: this one then says so instead.
 */
function EntryReview({ challenge }: { challenge: DailyChallenge }) {
  const t = useT();
  if (challenge.entryChallengeId !== challenge.challengeId) {
    return <p className="tasks-message pz-muted">{t('tasks.daily.otherGame')}</p>;
  }
  if (challenge.entryStatus === 'Approved') {
    return (
      <p className="tasks-message tasks-message--success">
        {t('tasks.daily.approved', { amount: formatNumber(challenge.prize) })}
      </p>
    );
  }
  if (challenge.entryStatus === 'Rejected') {
    return (
      <p className="tasks-message tasks-message--error">
        <Trans id="tasks.daily.rejected" components={{ 0: <Link to="/completed" /> }} />
      </p>
    );
  }
  return <p className="tasks-message pz-muted">{t('tasks.completed.pending')}</p>;
}
