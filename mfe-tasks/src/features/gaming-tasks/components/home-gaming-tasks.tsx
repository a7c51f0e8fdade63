import { Link } from '@portal/shared/router';
import { carouselIntervals } from '@portal/shared/config';
import { Carousel, QueryState } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useChallengeGames } from '../hooks/use-challenge-games';
import { ChallengeGameCard } from './challenge-game-card';
import { HomeWeeklyTasks } from './home-weekly-tasks';
import '../../../components/tasks.css';

function DailyTasksCarousel() {
  const t = useT();
  const games = useChallengeGames(t('tasks.home.dailyLoadFailed'));
  return (
    <QueryState
      query={games}
      minHeight={200}
      errorMessage={games.errorMessage ?? undefined}
      isEmpty={(data) => (data.data ?? []).length === 0}
      empty={t('tasks.gaming.noGames')}
    >
      {(data) => (
        <Carousel
          items={data.data ?? []}
          interval={carouselIntervals.dailyTasks}
          label={t('tasks.home.dailyCarousel')}
          perView={2}
          getKey={(game) => game.gameId}
          renderItem={(game) => <ChallengeGameCard game={game} />}
        />
      )}
    </QueryState>
  );
}

/** Home block 'Gaming Tasks': daily tasks (2.5 s carousel, view all) and weekly tasks. */
export function HomeGamingTasks() {
  const t = useT();
  return (
    <section className="pz-home-block tasks-section home-tasks" aria-labelledby="home-gaming-tasks">
      <h2 id="home-gaming-tasks">{t('tasks.home.heading')}</h2>
      <div className="home-tasks__group">
        <div className="pz-section-heading">
          <h3>{t('tasks.home.dailyTasks')}</h3>
          <Link to="/daily-gaming-tasks">{t('tasks.home.viewAll')}</Link>
        </div>
        <DailyTasksCarousel />
      </div>
      <HomeWeeklyTasks />
    </section>
  );
}
