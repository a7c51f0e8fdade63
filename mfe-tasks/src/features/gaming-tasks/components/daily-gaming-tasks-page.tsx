import { PageHeading } from '@portal/shared/ui';
import { EslGamesList } from './esl-games-list';
import { OtherGamesList } from './other-games-list';
import '../../../components/tasks.css';

/** /daily-gaming-tasks: 'Made by ESL' (active ESL games) and 'Other Games'. */
export function DailyGamingTasksPage() {
  return (
    <div className="gaming-tasks-page">
      <PageHeading title="Gaming Challenges" />
      <section className="tasks-section" aria-labelledby="made-by-esl-heading">
        <h2 id="made-by-esl-heading">Made by ESL</h2>
        <EslGamesList />
      </section>
      <section className="tasks-section" aria-labelledby="other-games-heading">
        <h2 id="other-games-heading">Other Games</h2>
        <OtherGamesList />
      </section>
    </div>
  );
}
