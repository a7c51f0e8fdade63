import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, sessionOf, type Routes } from '../../test/fake-operator-api';
import { tournament } from '../../test/tournament-fixture';
import { toLocalInput } from './tournament-fields';
import { timeZoneHint } from './tournament-form-fields';

const cup = tournament(3, 'Friday Cup', {
  nameUr: 'جمعہ کپ',
  timeStart: '2030-01-04T15:00:00.000Z',
  timeEnd: '2030-01-04T18:00:00.000Z',
  createdAt: '2029-12-01T10:00:00.000Z',
});

function tournamentApi(edit: Routes = {}) {
  return fakeOperatorApi({
    'GET /session': () => sessionOf('moderator'),
    'GET /games': () =>
      ok([{ id: 1, name: 'PUBG Mobile', esl: false, dailyTasks: true, challenges: true, active: true }]),
    'GET /tournaments/3': () => ok(cup),
    'PATCH /tournaments/3': () => ok(cup),
    'GET /tournaments/3/matches': () => ok([]),
    'GET /tournaments/3/sms': () => ok([]),
    ...edit,
  });
}

describe('tournament form: name in Urdu', () => {
  it('edits the Urdu name right to left; an emptied one is sent as null', async () => {
    const { calls } = tournamentApi();
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/3/edit', path: '/operator/*' });
    const user = userEvent.setup();
    const urdu = await screen.findByLabelText('Name in Urdu (optional)');
    expect(urdu).toHaveValue('جمعہ کپ');
    // The api's limit on a name: the box stops there instead of the api refusing the form.
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '100');
    expect(urdu).toHaveAttribute('maxLength', '100');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(urdu).toHaveAttribute('lang', 'ur');
    await user.clear(urdu);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // Saved: the tournament's page, with its Urdu name shown right to left.
    expect(await screen.findByText('جمعہ کپ')).toHaveAttribute('dir', 'rtl');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/tournaments/3', body: { nameUr: null } });
  });
});

describe('tournament form: times', () => {
  it("says the start and end are read in the browser's time zone, and which one", async () => {
    tournamentApi();
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/3/edit', path: '/operator/*' });
    const starts = await screen.findByLabelText('Starts');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone.replace(/[+.]/g, '\\$&');
    const said = new RegExp(`^Times are in this browser's time zone: ${zone} \\(UTC[+-]\\d\\d:\\d\\d\\)\\.$`);
    expect(starts).toHaveAccessibleDescription(said);
    expect(screen.getByLabelText('Ends (default: 3 hours after the start)')).toHaveAccessibleDescription(
      said,
    );
  });

  it('moves the end with a moved start and sends both, keeping the three hours', async () => {
    const { calls } = tournamentApi();
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/3/edit', path: '/operator/*' });
    const starts = await screen.findByLabelText('Starts');
    const ends = screen.getByLabelText('Ends (default: 3 hours after the start)');
    // A day later, as a datetime-local input reports a new value.
    fireEvent.change(starts, { target: { value: toLocalInput('2030-01-05T15:00:00.000Z') } });
    expect(ends).toHaveValue(toLocalInput('2030-01-05T18:00:00.000Z'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Friday Cup' });
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      timeStart: '2030-01-05T15:00:00.000Z',
      timeEnd: '2030-01-05T18:00:00.000Z',
    });
  });

  it('writes a zone east of UTC with a plus and one west with a minus', () => {
    const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as unknown as Date;
    expect(timeZoneHint(at(-300))).toMatch(/\(UTC\+05:00\)\.$/);
    expect(timeZoneHint(at(210))).toMatch(/\(UTC-03:30\)\.$/);
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
    expect(patch?.body).toEqual({ prizeCurrency: 'rupees', tournType: 'Cash' });
  });
});

describe('tournament form: a tournament that has started', () => {
  const LOCKED =
    'This tournament has started; only its name, end time, rules, platform and status can change.';
  // Started an hour ago with a fee and prizes, as the api refuses a change to those from then on.
  const running = { ...cup, status: 2, timeStart: '2024-01-04T15:00:00.000Z', entryFee: 50, prize: 900 };
  const api = () =>
    tournamentApi({
      'GET /tournaments/3': () => ok(running),
      'PATCH /tournaments/3': (body) =>
        ['entryFee', 'prize', 'timeStart', 'gameId'].some((k) => k in (body as object))
          ? { status: 409, body: { success: false, message: LOCKED } }
          : ok(running),
    });
  const openForm = async () => {
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/3/edit', path: '/operator/*' });
    return screen.findByRole('textbox', { name: 'Name' }, { timeout: 5000 });
  };

  it('saves a fixed typo in the name: only the name is sent', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const name = await openForm();
    await user.clear(name);
    await user.type(name, 'Friday Cup Final');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Friday Cup' });
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Friday Cup Final' });
  });

  it('shows the api\u2019s refusal of a changed entry fee and stays on the form', async () => {
    api();
    const user = userEvent.setup();
    await openForm();
    const fee = screen.getByLabelText('Entry fee (credits)');
    await user.clear(fee);
    await user.type(fee, '60');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Friday Cup');
  });
});
