import { useQuery } from '@portal/shared/query';
import { completedTasksQueryOptions } from '@portal/shared/api';
import { EmptyState, ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { GameCover } from '../../../components/game-cover';
import '../../../components/tasks.css';

/** /completed: the subscriber's credited tasks. */
export function CompletedPage() {
  const tasks = useQuery(completedTasksQueryOptions());
  let body;
  if (tasks.isPending) body = <Loading minHeight={240} />;
  // Spec section 8: 'Error loading tasks' is shown only as 'Error'.
  else if (tasks.isError)
    body = <ErrorMessage message="Error" prefixed={false} onRetry={() => void tasks.refetch()} />;
  else if (!Array.isArray(tasks.data.data) || tasks.data.data.length === 0)
    body = <EmptyState message="No completed tasks available" />;
  else {
    body = (
      <ul className="tasks-card-list">
        {tasks.data.data.map((task) => (
          <li key={task.challenge_uuid}>
            <article className="pz-card tasks-game-card" aria-label={task.challenge_name}>
              <GameCover name={task.challenge_name} thumbnail={task.thumbnail} />
              <h2 className="tasks-game-card__name">{task.challenge_name}</h2>
              <span className="tasks-prize">{task.prize} credits</span>
              <span className="tasks-badge">Completed</span>
            </article>
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
