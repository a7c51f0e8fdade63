import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, sessionOf } from '../../test/fake-operator-api';
import { tournament } from '../../test/tournament-fixture';

const cup = tournament(3, 'Friday Cup', {
  nameUr: 'جمعہ کپ',
  timeStart: '2030-01-04T15:00:00.000Z',
  timeEnd: '2030-01-04T18:00:00.000Z',
  createdAt: '2029-12-01T10:00:00.000Z',
});

function tournamentApi() {
  return fakeOperatorApi({
    'GET /session': () => sessionOf('moderator'),
    'GET /games': () =>
      ok([{ id: 1, name: 'PUBG Mobile', esl: false, dailyTasks: true, challenges: true, active: true }]),
    'GET /tournaments/3': () => ok(cup),
    'PATCH /tournaments/3': () => ok(cup),
    'GET /tournaments/3/matches': () => ok([]),
    'GET /tournaments/3/sms': () => ok([]),
  });
}

describe('tournament form: name in Urdu', () => {
  it('edits the Urdu name right to left; an emptied one is sent as null', async () => {
    const { calls } = tournamentApi();
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/3/edit', path: '/operator/*' });
    const user = userEvent.setup();
    const urdu = await screen.findByLabelText('Name in Urdu (optional)');
    expect(urdu).toHaveValue('جمعہ کپ');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(urdu).toHaveAttribute('lang', 'ur');
    await user.clear(urdu);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // Saved: the tournament's page, with its Urdu name shown right to left.
    expect(await screen.findByText('جمعہ کپ')).toHaveAttribute('dir', 'rtl');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/tournaments/3', body: { name: 'Friday Cup', nameUr: null } });
  });
});

describe('tournament form: prizes and fees', () => {
  it('says what a Cash tournament is, and sends the type with the prizes in rupees', async () => {
    const { calls } = tournamentApi();
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/3/edit', path: '/operator/*' });
    const user = userEvent.setup();
    const prizes = await screen.findByRole('combobox', { name: 'Prizes in' }, { timeout: 5000 });
    expect(prizes).toHaveAccessibleDescription(
      'Rupee prizes make it a Cash tournament: places are paid out in rupees and players give an e-mail to register. Entry fees are always credits.',
    );
    // One choice: no separate 'Entry type' beside the fee, which is in credits.
    expect(screen.queryByLabelText('Entry type')).toBeNull();
    expect(screen.getByLabelText('Entry fee (credits)')).toBeInTheDocument();
    await user.selectOptions(prizes, 'Rupees (a Cash tournament)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Friday Cup' });
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ prizeCurrency: 'rupees', tournType: 'Cash', entryFee: 0 });
  });
});
