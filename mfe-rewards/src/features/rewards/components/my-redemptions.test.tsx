import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@portal/shared/router';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import type { Redemption } from '@portal/contracts';
import { fakeApi, signIn, toEnglish, toUrdu } from '@portal/shared/testing';
import { calendarDay, HeldRedemptions, holdTime, MyRedemptions } from './my-redemptions';

const base = { tel: '923001234567', created_at: '2026-11-23T10:00:00.000Z', expires_at: null };
const list: Redemption[] = [
  {
    ...base,
    item: 6,
    uuid: 'u-6',
    name: 'Gaming Mouse',
    id_require: 0,
    credits: 3000,
    status: 'reserved',
    expires_at: '2026-11-23T10:30:00.000Z',
  },
  {
    ...base,
    item: 1,
    uuid: 'u-1',
    name: 'PUBG Mobile 60 UC',
    id_require: 1,
    credits: 500,
    status: 'requested',
  },
  {
    ...base,
    item: 2,
    uuid: 'u-2',
    name: 'Free Fire 100 Diamonds',
    id_require: 1,
    credits: 600,
    status: 'cancelled',
  },
];

function RedeemMarker() {
  return <pre data-testid="redeem-state">{JSON.stringify(useLocation().state)}</pre>;
}

let server: ReturnType<typeof fakeApi>;

describe('MyRedemptions', () => {
  beforeEach(() => {
    resetSession();
    server = fakeApi({
      'GET /v1/redemptions': () => ({ status: 200, data: { success: true, data: list } }),
      'POST /v1/redemptions/cancel': () => ({ status: 200, data: { success: true, data: list[0] } }),
    });
  });

  const render = () =>
    renderWithProviders(<MyRedemptions />, {
      route: '/profile',
      path: '/profile',
      extraRoutes: { '/redeem': <RedeemMarker /> },
    });

  it('lists each redemption with its status, formatted credits and actions only for a held one', async () => {
    signIn();
    render();
    const rows = await screen.findAllByTestId('redemption');
    expect(rows.map((r) => within(r).getByText(/^(Reserved|Requested|Cancelled)$/).textContent)).toEqual([
      'Reserved',
      'Requested',
      'Cancelled',
    ]);
    expect(rows[0]).toHaveTextContent('3,000 credits');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Resume claim' })).toBeEnabled();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('resumes an unfinished claim on the redeem form with its redeem result', async () => {
    signIn();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume claim' }));
    expect(JSON.parse((await screen.findByTestId('redeem-state')).textContent ?? '')).toEqual({
      redeem: { item: 6, uuid: 'u-6', name: 'Gaming Mouse', tel: '923001234567', id_require: 0 },
    });
  });

  it('cancels a held redemption', async () => {
    signIn();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST /v1/redemptions/cancel').map((r) => r.body)).toEqual([{ uuid: 'u-6' }]);
  });

  it("shows 'Error: Failed to load redemptions' when a 200 answer says success false", async () => {
    signIn();
    fakeApi({ 'GET /v1/redemptions': () => ({ status: 200, data: { success: false } }) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load redemptions');
  });
});

function renderHeld(answer: Redemption[]) {
  resetSession();
  signIn();
  const api = fakeApi({
    'GET /v1/redemptions': () => ({ status: 200, data: { success: true, data: answer } }),
  });
  return { api, ...renderWithProviders(<HeldRedemptions />, { route: '/rewards', path: '/rewards' }) };
}

describe('HeldRedemptions (on /rewards)', () => {
  it('shows only the redemptions whose credits are held, each with Resume claim and Cancel', async () => {
    renderHeld(list);
    const held = await screen.findByRole('region', { name: 'Credits on hold' });
    const rows = within(held).getAllByTestId('redemption');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Gaming Mouse']);
    expect(rows[0]).toHaveTextContent('3,000 credits');
    expect(within(rows[0]!).getByRole('button', { name: 'Resume claim' })).toBeEnabled();
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows nothing while no credits are held', async () => {
    const { api, container } = renderHeld(list.slice(1));
    await waitFor(() => expect(api.callsTo('GET /v1/redemptions')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("a redemption's day and hold time", () => {
  afterEach(toEnglish);

  it("are the subscriber's own: 21:10 UTC on the 23rd is 02:10 on the 24th in Karachi", () => {
    expect(calendarDay('2026-11-23T21:10:00.000Z', 'Asia/Karachi')).toBe('2026-11-24');
    expect(calendarDay('2026-11-23T21:10:00.000Z', 'UTC')).toBe('2026-11-23');
    expect(holdTime('2026-11-23T21:40:00.000Z', 'Asia/Karachi')).toMatch(/^Nov 24, 2:40\sAM$/);
  });

  it('says the day the hold ends with its time, in Urdu with the Urdu month and the 24-hour clock', async () => {
    await toUrdu();
    expect(holdTime('2026-11-23T21:40:00.000Z', 'Asia/Karachi')).toBe('24 نومبر، 02:40');
  });

  it('shows when the credits are held until, day and time, in English and in Urdu', async () => {
    const held = async () => {
      renderHeld(list);
      const row = await screen.findByRole('listitem', { name: /Gaming Mouse|گیمنگ ماؤس/ });
      return within(row).getByText(/held until|روکے گئے/).textContent;
    };
    expect(await held()).toMatch(/^Credits held until Nov 23, \d{1,2}:\d{2}\s[AP]M$/);
    cleanup();
    await toUrdu();
    expect(await held()).toMatch(/^کریڈٹس 23 نومبر، \d{2}:\d{2} تک روکے گئے ہیں$/);
  });
});
