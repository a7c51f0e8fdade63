import { useQuery } from '@portal/shared/query';
import { useAtomValue } from 'jotai';
import { Link } from '@portal/shared/router';
import { activeStreakQueryOptions } from '@portal/shared/api';
import { isLoggedInAtom } from '@portal/shared/session';
import { ErrorMessage, Loading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { DayTiles } from '../../streak/components/day-tiles';
import { weekTiles } from '../../streak/lib/day-tiles';

/** Weekly tasks: this streak week's daily check-ins, leading to /tasks. */
export function HomeWeeklyTasks() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const t = useT();
  const streak = useQuery({ ...activeStreakQueryOptions(), enabled: loggedIn });
  let body;
  if (!loggedIn) body = <p className="pz-muted">{t('tasks.home.signIn')}</p>;
  else if (streak.isPending) body = <Loading minHeight={100} />;
  else if (streak.isError)
    body = <ErrorMessage message={streak.error.message} onRetry={() => void streak.refetch()} />;
  else {
    const data = streak.data.data;
    body = (
      <DayTiles
        tiles={weekTiles(data.active_streak, data.amount_to_claim)}
        label={t('tasks.streak.weekDays')}
        currentClaimed={data.rewardClaimed}
      />
    );
  }
  return (
    <div className="home-tasks__group">
      <div className="pz-section-heading">
        <h3 id="home-weekly-tasks">{t('tasks.home.weeklyTasks')}</h3>
        <Link to="/tasks">{t('tasks.home.openDaily')}</Link>
      </div>
      {body}
    </div>
  );
}
