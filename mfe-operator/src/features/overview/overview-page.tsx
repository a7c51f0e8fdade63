import { queryOptions, useQuery } from '@portal/shared/query';
import { opGet } from '../../lib/api';
import { BarChart } from '../../ui/bar-chart';
import { QueryView } from '../../ui/query-view';
import { RealUsersPanel } from './real-users-panel';

interface Overview {
  today: string;
  signUps: number;
  activeSubscribers: number;
  entriesWaiting: number;
  redemptionsWaiting: number;
  tournamentsRunning: number;
  series: { days: string[]; signUps: number[]; entries: number[]; redemptions: number[] };
}

export const overviewQuery = queryOptions({
  queryKey: ['operator', 'overview'],
  queryFn: () => opGet<Overview>('/overview'),
  refetchInterval: 60_000,
});

const COUNTS: Array<{ key: keyof Overview; label: string }> = [
  { key: 'signUps', label: 'Sign-ups today' },
  { key: 'activeSubscribers', label: 'Active subscribers' },
  { key: 'entriesWaiting', label: 'Entries waiting' },
  { key: 'redemptionsWaiting', label: 'Redemptions waiting' },
  { key: 'tournamentsRunning', label: 'Tournaments running' },
];

/** Day labels for the charts: the day of the month. */
const dayLabel = (day: string) => day.slice(8, 10);

export function OverviewPage() {
  const overview = useQuery(overviewQuery);
  return (
    <>
      <h1>Overview</h1>
      <QueryView query={overview}>
        {(data) => {
          const series = (values: number[]) =>
            data.series.days.map((day, i) => ({ label: dayLabel(day), value: values[i] ?? 0 }));
          return (
            <>
              <dl className="op-counts">
                {COUNTS.map(({ key, label }) => (
                  <div key={key} className="op-card op-count">
                    <dt>{label}</dt>
                    <dd>{Number(data[key]).toLocaleString()}</dd>
                  </div>
                ))}
              </dl>
              <div className="op-charts">
                <BarChart title="Sign-ups, last 14 days" points={series(data.series.signUps)} />
                <BarChart title="Screenshot entries, last 14 days" points={series(data.series.entries)} />
                <BarChart title="Redemptions, last 14 days" points={series(data.series.redemptions)} />
              </div>
            </>
          );
        }}
      </QueryView>
      <RealUsersPanel />
    </>
  );
}
