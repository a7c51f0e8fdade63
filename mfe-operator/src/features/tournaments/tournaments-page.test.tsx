import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, sessionOf } from '../../test/fake-operator-api';
import { hoursFromNow, tournament } from '../../test/tournament-fixture';

// The demo's mix: a weekly tournament live by hand beside an engine knockout the engine runs
// (stored 'Running' and 'running' before), one past its end that waits for staff, an ended ESL one.
const list = [
  tournament(5, 'Night Live', { status: 2, isRunning: true }),
  tournament(8, 'Live Knockout', { esl: true, status: 2, isRunning: true, engineState: 'running' }),
  tournament(4, 'Sunday Cup', { status: 2, timeStart: hoursFromNow(-5), timeEnd: hoursFromNow(-2) }),
  tournament(9, 'Season Opener', { esl: true, status: 4, timeStart: hoursFromNow(-170) }),
  tournament(10, 'Drawn Cup', { esl: true, engineState: 'drawn', timeStart: hoursFromNow(1) }),
];

function openTournaments() {
  const api = fakeOperatorApi({
    'GET /session': () => sessionOf('moderator'),
    'GET /tournaments': () => ok(list),
    'GET /tournaments/4': () => ok({ ...list[2], registrations: 12, checkins: 12 }),
    'GET /tournaments/4/matches': () => ok([]),
    'GET /tournaments/4/sms': () => ok([]),
  });
  renderWithProviders(<OperatorApp />, { route: '/operator/tournaments', path: '/operator/*' });
  return api;
}

// The first render of a file also pays for the console's start-up: a busy machine needs longer.
const shown = () => screen.findByRole('link', { name: 'Night Live' }, { timeout: 5000 });

const stateOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[1] as HTMLElement;

describe('tournaments: one state column in staff words', () => {
  it('names each state once, in words, and makes the one waiting for staff stand out', async () => {
    openTournaments();
    await shown();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'State',
      'Game',
      'Kind',
      'Starts',
      'Prizes',
    ]);
    expect(stateOf('Night Live')).toHaveTextContent(/^Live$/);
    expect(stateOf('Live Knockout')).toHaveTextContent(/^Live$/);
    expect(stateOf('Sunday Cup')).toHaveTextContent(/^Waiting for results$/);
    expect(stateOf('Season Opener')).toHaveTextContent(/^Ended$/);
    expect(stateOf('Drawn Cup')).toHaveTextContent(/^Bracket drawn$/);
    expect(screen.queryByText('running')).toBeNull();
    expect(within(stateOf('Sunday Cup')).getByText('Waiting for results')).toHaveClass('op-state--act');
    expect(within(stateOf('Night Live')).getByText('Live')).not.toHaveClass('op-state--act');
  });

  it("filters by state: 'Ended' asks for weekly and ESL endings both", async () => {
    const { calls } = openTournaments();
    await shown();
    await userEvent.setup().selectOptions(screen.getByLabelText('State'), 'Ended');
    await shown();
    expect(calls.filter((c) => c.path === '/tournaments').map((c) => c.search)).toContain(
      '?status=3&status=4&limit=200',
    );
  });

  it("says on the tournament's own screen what its state means", async () => {
    openTournaments();
    await shown();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sunday Cup' }));
    const facts = await screen.findByText('State');
    expect(facts.nextElementSibling).toHaveTextContent(
      'Waiting for results Run by hand and past its end: staff give the places',
    );
  });
});

describe('tournaments: prizes written as the portal writes them', () => {
  it('writes rupee prizes as subscribers read them (Rs 4,000) and credit prizes in credits', async () => {
    const cash = tournament(12, 'Cash Cup', {
      tournType: 'Cash',
      prizeCurrency: 'rupees',
      prize: 4000,
      secondPrize: 2500,
      thirdPrize: 1000,
    });
    const credits = tournament(13, 'Credits Cup', { prize: 1500, secondPrize: 750 });
    fakeOperatorApi({
      'GET /session': () => sessionOf('moderator'),
      'GET /tournaments': () => ok([cash, credits]),
      'GET /tournaments/12': () => ok({ ...cash, registrations: 0, checkins: 0 }),
      'GET /tournaments/12/matches': () => ok([]),
      'GET /tournaments/12/sms': () => ok([]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments', path: '/operator/*' });
    await screen.findByRole('link', { name: 'Cash Cup' }, { timeout: 5000 });
    const prizesOf = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[5];
    expect(prizesOf('Cash Cup')).toHaveTextContent(/^Rs 4,000 \/ Rs 2,500 \/ Rs 1,000$/);
    expect(prizesOf('Credits Cup')).toHaveTextContent(/^1,500 credits \/ 750 credits$/);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Cash Cup' }));
    const prizes = await screen.findByText('Prizes');
    expect(prizes.nextElementSibling).toHaveTextContent(/^Rs 4,000 \/ Rs 2,500 \/ Rs 1,000$/);
  });
});
