import { PageHeading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { EslGamesList } from './esl-games-list';
import { OtherGamesList } from './other-games-list';
import '../../../components/tasks.css';

/** /daily-gaming-tasks: 'Made by ESL' (active ESL games) and 'Other Games'. */
export function DailyGamingTasksPage() {
  const t = useT();
  return (
    <div className="gaming-tasks-page">
      <PageHeading title={t('tasks.gaming.heading')} />
      <section className="tasks-section" aria-labelledby="made-by-esl-heading">
        <h2 id="made-by-esl-heading">{t('tasks.gaming.madeByEsl')}</h2>
        <EslGamesList />
      </section>
      <section className="tasks-section" aria-labelledby="other-games-heading">
        <h2 id="other-games-heading">{t('tasks.gaming.otherGames')}</h2>
        <OtherGamesList />
      </section>
    </div>
  );
}
