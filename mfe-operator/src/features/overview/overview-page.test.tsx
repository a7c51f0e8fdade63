import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, sessionOf } from '../../test/fake-operator-api';
import type { RealUsers } from './real-users-panel';

const overview = ok({
  today: '2026-11-25',
  signUps: 2,
  activeSubscribers: 80,
  entriesWaiting: 0,
  redemptionsWaiting: 0,
  tournamentsRunning: 0,
  series: { days: ['2026-11-25'], signUps: [2], entries: [0], redemptions: [0] },
});

function openOverview(realUsers: RealUsers) {
  fakeOperatorApi({
    'GET /session': () => sessionOf('support'),
    'GET /overview': () => overview,
    'GET /overview/real-users': () => ok(realUsers),
  });
  renderWithProviders(<OperatorApp />, { route: '/operator', path: '/operator/*' });
}

const vital = (metric: string, mean: number, good: number, reports: number) => ({
  metric,
  reports,
  mean,
  good,
  needsImprovement: 1 - good,
  poor: 0,
});

describe('overview: real-user speed', () => {
  it('shows the mean LCP, INP and CLS of real visits, and each page and day with its errors', async () => {
    openOverview({
      from: '2026-11-19',
      to: '2026-11-25',
      vitals: [vital('CLS', 0.043, 1, 6), vital('INP', 96, 0.9, 10), vital('LCP', 2412.5, 0.75, 8)],
      pages: [
        {
          day: '2026-11-25',
          page: '/tournaments/:id',
          errors: 3,
          vitals: [{ metric: 'LCP', reports: 8, mean: 2412.5, good: 0.75 }],
        },
      ],
      errors: [{ page: '/tournaments/:id', message: 'Load failed', reports: 3 }],
    });
    const panel = await screen.findByRole('region', { name: 'Real-user speed, last 7 days' });
    const lcp = (await within(panel).findByText('Largest paint (LCP)')).parentElement as HTMLElement;
    expect(lcp).toHaveTextContent('2,413 ms');
    expect(lcp).toHaveTextContent('75% good · 8 reports');
    expect(within(panel).getByText('Layout shift (CLS)').parentElement).toHaveTextContent('0.04');
    expect(within(panel).getByText('Response to input (INP)').parentElement).toHaveTextContent('96 ms');
    expect(within(panel).getByText('Unhandled errors').parentElement).toHaveTextContent('3');
    const row = within(panel).getByRole('row', { name: /\/tournaments\/:id/ });
    expect(row).toHaveTextContent('2026-11-25');
    expect(row).toHaveTextContent('2,413 ms · 75% good');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('3');
  });

  it('says so when no visit has reported yet', async () => {
    openOverview({ from: '2026-11-19', to: '2026-11-25', vitals: [], pages: [], errors: [] });
    expect(
      await screen.findByText('No real-user reports between 2026-11-19 and 2026-11-25 yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Active subscribers')).toBeInTheDocument();
  });
});
