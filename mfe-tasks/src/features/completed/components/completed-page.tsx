import { useQuery } from '@portal/shared/query';
import { completedTasksQueryOptions } from '@portal/shared/api';
import { formatNumber, Trans } from '@portal/shared/i18n';
import type { CompletedTask } from '@portal/contracts';
import { EmptyState, ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { GameCover } from '@portal/shared/ui';
import { useNameOf } from '../../../hooks/use-local-name';
import { useT } from '../../../i18n';
import '../../../components/tasks.css';

/** One task: its picture (the api's, else the game's cover), game, prize and review state. */
function ReviewBadge({ task }: { task: CompletedTask }) {
  const t = useT();
  if (task.status === 'pending')
    return <span className="tasks-badge tasks-badge--pending">{t('tasks.completed.pending')}</span>;
  if (task.status === 'rejected')
    return (
      <span className="tasks-badge tasks-badge--rejected">
        {/* The reviewer's words keep their own direction: English inside an Urdu line stays in order. */}
        {task.reason ? (
          <Trans
            id="tasks.completed.rejectedReason"
            values={{ reason: task.reason }}
            components={{ 0: <bdi /> }}
          />
        ) : (
          t('tasks.completed.rejected')
        )}
      </span>
    );
  return <span className="tasks-badge">{t('tasks.completed.approved')}</span>;
}

function CompletedCard({ task }: { task: CompletedTask }) {
  const t = useT();
  const nameOf = useNameOf();
  const name = nameOf(task.challenge_name, task);
  return (
    <article className="pz-card tasks-game-card" aria-label={name}>
      <GameCover game={task.game ?? task.challenge_name} src={task.thumbnail} className="game-cover" />
      <h2 className="tasks-game-card__name">{name}</h2>
      {task.game && <span className="tasks-game-card__game">{task.game}</span>}
      <span className="tasks-prize">{t('tasks.credits', { amount: formatNumber(task.prize) })}</span>
      <ReviewBadge task={task} />
    </article>
  );
}

/** /completed: the subscriber's credited tasks, and the entries still waiting for review. */
export function CompletedPage() {
  const t = useT();
  const tasks = useQuery(completedTasksQueryOptions());
  let body;
  if (tasks.isPending) body = <Loading minHeight={240} />;
  // docs/product/streak-and-tasks.md: 'Error loading tasks' is shown only as 'Error'.
  else if (tasks.isError)
    body = <ErrorMessage message={t('tasks.error')} prefixed={false} onRetry={() => void tasks.refetch()} />;
  else if (!Array.isArray(tasks.data.data) || tasks.data.data.length === 0)
    body = <EmptyState message={t('tasks.completed.empty')} />;
  else {
    body = (
      <ul className="tasks-card-list">
        {tasks.data.data.map((task) => (
          <li key={task.challenge_uuid}>
            <CompletedCard task={task} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="completed-page">
      <PageHeading title={t('tasks.completed.heading')} />
      {body}
    </div>
  );
}
