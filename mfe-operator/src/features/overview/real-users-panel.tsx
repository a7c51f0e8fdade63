import { queryOptions, useQuery } from '@portal/shared/query';
import { opGet } from '../../lib/api';
import { Empty, QueryView } from '../../ui/query-view';

// Real-user speed: Web Vitals and unhandled errors reported by sampled subscriber visits
// (GET /api/operator/overview/real-users), summed over the last 7 days.

interface Vital {
  metric: string;
  reports: number;
  mean: number;
  good: number;
}
export interface RealUsers {
  from: string;
  to: string;
  vitals: Array<Vital & { needsImprovement: number; poor: number }>;
  pages: Array<{ day: string; page: string; errors: number; vitals: Vital[] }>;
  errors: Array<{ page: string; message: string; reports: number }>;
}

export const realUsersQuery = queryOptions({
  queryKey: ['operator', 'overview', 'real-users'],
  queryFn: () => opGet<RealUsers>('/overview/real-users?days=7'),
  refetchInterval: 60_000,
});

/** The vitals the panel shows, with what each measures. */
const SHOWN = [
  { metric: 'LCP', label: 'Largest paint (LCP)' },
  { metric: 'INP', label: 'Response to input (INP)' },
  { metric: 'CLS', label: 'Layout shift (CLS)' },
] as const;

/** CLS is a unitless score; the others are milliseconds. */
export function formatVital(metric: string, mean: number): string {
  return metric === 'CLS' ? mean.toFixed(2) : `${Math.round(mean).toLocaleString()} ms`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function VitalCell({ metric, vital }: { metric: string; vital: Vital | undefined }) {
  if (!vital)
    return (
      <td data-label={metric} className="op-num">
        –
      </td>
    );
  return (
    <td data-label={metric} className="op-num">
      {formatVital(vital.metric, vital.mean)}
      <span className="op-muted"> · {percent(vital.good)} good</span>
    </td>
  );
}

function PageTable({ pages }: { pages: RealUsers['pages'] }) {
  return (
    <div className="op-table-wrap">
      <table className="op-table">
        <caption className="pz-visually-hidden">Real-user figures per page and day</caption>
        <thead>
          <tr>
            <th>Day</th>
            <th>Page</th>
            {SHOWN.map((s) => (
              <th key={s.metric} className="op-num">
                {s.metric}
              </th>
            ))}
            <th className="op-num">Errors</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((row) => (
            <tr key={`${row.day} ${row.page}`}>
              <td data-label="Day">{row.day}</td>
              <td data-label="Page" className="op-code">
                {row.page}
              </td>
              {SHOWN.map((s) => (
                <VitalCell
                  key={s.metric}
                  metric={s.metric}
                  vital={row.vitals.find((v) => v.metric === s.metric)}
                />
              ))}
              <td data-label="Errors" className={row.errors > 0 ? 'op-num op-neg' : 'op-num'}>
                {row.errors}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RealUsersView({ data }: { data: RealUsers }) {
  if (data.vitals.length === 0 && data.errors.length === 0)
    return (
      <Empty>
        No real-user reports between {data.from} and {data.to} yet.
      </Empty>
    );
  return (
    <>
      <dl className="op-counts op-vitals">
        {SHOWN.map(({ metric, label }) => {
          const vital = data.vitals.find((v) => v.metric === metric);
          return (
            <div key={metric} className="op-card op-count">
              <dt>{label}</dt>
              <dd>{vital ? formatVital(metric, vital.mean) : '–'}</dd>
              <dd className="op-muted">
                {vital
                  ? `${percent(vital.good)} good · ${vital.reports} ${vital.reports === 1 ? 'report' : 'reports'}`
                  : 'No reports'}
              </dd>
            </div>
          );
        })}
        <div className="op-card op-count">
          <dt>Unhandled errors</dt>
          <dd>{data.errors.reduce((sum, e) => sum + e.reports, 0).toLocaleString()}</dd>
        </div>
      </dl>
      <PageTable pages={data.pages} />
    </>
  );
}

export function RealUsersPanel() {
  const realUsers = useQuery(realUsersQuery);
  return (
    <section className="op-real-users" aria-labelledby="real-users-heading">
      <h2 id="real-users-heading">Real-user speed, last 7 days</h2>
      <p className="op-muted">Means of sampled subscriber visits; no personal data is collected.</p>
      <QueryView query={realUsers}>{(data) => <RealUsersView data={data} />}</QueryView>
    </section>
  );
}
