import { Link } from '@portal/shared/router';
import { carouselIntervals } from '@portal/shared/config';
import { Carousel, QueryState } from '@portal/shared/ui';
import { useChallengeGames } from '../hooks/use-challenge-games';
import { ChallengeGameCard } from './challenge-game-card';
import { HomeWeeklyTasks } from './home-weekly-tasks';
import '../../../components/tasks.css';

function DailyTasksCarousel() {
  const games = useChallengeGames('Failed to load daily games');
  return (
    <QueryState
      query={games}
      minHeight={200}
      errorMessage={games.errorMessage ?? undefined}
      isEmpty={(data) => (data.data ?? []).length === 0}
      empty="No games available right now."
    >
      {(data) => (
        <Carousel
          items={data.data ?? []}
          interval={carouselIntervals.dailyTasks}
          label="Daily tasks"
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
  return (
    <section className="pz-home-block tasks-section home-tasks" aria-labelledby="home-gaming-tasks">
      <h2 id="home-gaming-tasks">Gaming Tasks</h2>
      <div className="home-tasks__group">
        <div className="pz-section-heading">
          <h3>Daily Tasks</h3>
          <Link to="/daily-gaming-tasks">View all</Link>
        </div>
        <DailyTasksCarousel />
      </div>
      <HomeWeeklyTasks />
    </section>
  );
}
