import { useState } from 'react';
import { useQuery, useQueryClient } from '@portal/shared/query';
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
        </>
      )}
    </article>
  );
}
