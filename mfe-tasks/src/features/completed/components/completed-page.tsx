import { useQuery } from '@portal/shared/query';
import { completedTasksQueryOptions } from '@portal/shared/api';
import { formatCredits } from '@portal/shared/lib';
import type { CompletedTask } from '@portal/contracts';
import { EmptyState, ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { GameCover } from '@portal/shared/ui';
import '../../../components/tasks.css';

/** One task: its picture (the api's, else the game's cover), game, prize and review state. */
function ReviewBadge({ task }: { task: CompletedTask }) {
  if (task.status === 'pending')
    return <span className="tasks-badge tasks-badge--pending">Waiting for review</span>;
  if (task.status === 'rejected')
    return (
      <span className="tasks-badge tasks-badge--rejected">
        Not approved{task.reason ? `: ${task.reason}` : ''}
      </span>
    );
  return <span className="tasks-badge">Completed</span>;
}

function CompletedCard({ task }: { task: CompletedTask }) {
  return (
    <article className="pz-card tasks-game-card" aria-label={task.challenge_name}>
      <GameCover game={task.game ?? task.challenge_name} src={task.thumbnail} className="game-cover" />
      <h2 className="tasks-game-card__name">{task.challenge_name}</h2>
      {task.game && <span className="tasks-game-card__game">{task.game}</span>}
      <span className="tasks-prize">{formatCredits(task.prize)} credits</span>
      <ReviewBadge task={task} />
    </article>
  );
}

/** /completed: the subscriber's credited tasks, and the entries still waiting for review. */
export function CompletedPage() {
  const tasks = useQuery(completedTasksQueryOptions());
  let body;
  if (tasks.isPending) body = <Loading minHeight={240} />;
  // docs/product/streak-and-tasks.md: 'Error loading tasks' is shown only as 'Error'.
  else if (tasks.isError)
    body = <ErrorMessage message="Error" prefixed={false} onRetry={() => void tasks.refetch()} />;
  else if (!Array.isArray(tasks.data.data) || tasks.data.data.length === 0)
    body = <EmptyState message="No completed tasks available" />;
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
      <PageHeading title="Completed Tasks" />
      {body}
    </div>
  );
}
