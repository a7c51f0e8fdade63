import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as SharedLib from '@portal/shared/lib';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { portalStore, reffererAtom } from '@portal/shared/session';
import type { RedeemResult } from '@portal/contracts';
import { fakeApi, signIn, type FakeAnswer } from '@portal/shared/testing';
import { demoProfile, pubgReward } from '../../../test/helpers';
import { RedeemPage } from './redeem-page';

const landing = jest.fn();
jest.mock('@portal/shared/lib', () => ({
  ...jest.requireActual<typeof SharedLib>('@portal/shared/lib'),
  redirectToLanding: (...args: unknown[]) => landing(...args),
}));

const mouse: RedeemResult = {
  item: 6,
  uuid: 'u-6',
  name: 'Gaming Mouse',
  tel: '923001234567',
  id_require: 0,
};

let claimAnswer: FakeAnswer;
let server: ReturnType<typeof fakeApi>;

function renderPage(state: unknown) {
  return renderWithProviders(<RedeemPage />, {
    route: '/redeem',
    path: '/redeem',
    state,
    extraRoutes: { '/rewards': <p>rewards page</p>, '/thankyou': <p>thank you page</p> },
  });
}

async function claimWith(fields: { name?: string; email?: string; pubgId?: string }) {
  const user = userEvent.setup();
  const name = await screen.findByLabelText('Name');
  // the profile's e-mail prefill has arrived (name and e-mail come together)
  await waitFor(() => expect(screen.getByLabelText('Email')).not.toHaveValue(''), { timeout: 3000 });
  await user.clear(name);
  if (fields.name) await user.type(name, fields.name);
  const email = screen.getByLabelText('Email');
  await user.clear(email);
  if (fields.email) await user.type(email, fields.email);
  if (fields.pubgId) await user.type(screen.getByLabelText('PUBG ID'), fields.pubgId);
  await user.click(screen.getByRole('button', { name: 'Claim' }));
}

const popupText = async () =>
  within(await screen.findByRole('dialog', { name: 'Redeem' })).getByRole('alert');

describe('RedeemPage', () => {
  beforeEach(() => {
    resetSession();
    jest.clearAllMocks();
    claimAnswer = {
      status: 200,
      data: { success: true, message: 'Your redemption request has been received.' },
    };
    server = fakeApi({
      'GET /v1/user/profile': () => ({ status: 200, data: { success: true, data: demoProfile } }),
      'POST /v1/redeem-claim': () => claimAnswer,
      'POST /v1/redemptions/cancel': () => ({ status: 200, data: { success: true, data: {} } }),
    });
  });

  it('goes back to /rewards when opened without routing state', async () => {
    signIn();
    renderPage(undefined);
    expect(await screen.findByText('rewards page')).toBeInTheDocument();
  });

  it('goes back to /rewards when the routing state is not a redeem result', async () => {
    signIn();
    renderPage({ redeem: { item: 'x' } });
    expect(await screen.findByText('rewards page')).toBeInTheDocument();
  });

  it('sends guests to the landing page, but lets a partner visitor stay', () => {
    renderPage({ redeem: mouse });
    expect(landing).toHaveBeenCalledTimes(1);
    landing.mockClear();
    portalStore.set(reffererAtom, 'gamenow');
    renderPage({ redeem: mouse });
    expect(landing).not.toHaveBeenCalled();
  });

  it('shows the PUBG ID field only when the reward requires it', async () => {
    signIn();
    const { unmount } = renderPage({ redeem: mouse });
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByLabelText('PUBG ID')).not.toBeInTheDocument();
    unmount();
    const { container } = renderPage({ redeem: pubgReward });
    expect(await screen.findByLabelText('PUBG ID')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Redeem' })).toBeInTheDocument();
    expect(screen.getByText('PUBG Mobile 60 UC')).toBeInTheDocument();
    // The reward's picture beside its name, drawn inline.
    const art = container.querySelector('.redeem-page__art');
    expect(art?.querySelector('radialGradient')).toHaveAttribute('id', 'reward-1-glow');
  });

  it('prefills name and e-mail from the profile and shows the phone read-only in its local form', async () => {
    signIn();
    renderPage({ redeem: mouse });
    expect(await screen.findByDisplayValue('Demo Player')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
    // Stored as 923001234567; the subscriber signed in as 03001234567.
    expect(screen.getByLabelText('Phone')).toHaveValue('03001234567');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
  });

  it.each([
    ['empty', '', 'Please fill in all fields including PUBG ID.'],
    ['3 digits', '123', 'PUBG ID must be 4-15 digits and contain only numbers.'],
    ['16 digits', '1234567890123456', 'PUBG ID must be 4-15 digits and contain only numbers.'],
    ['a letter', '12345a', 'PUBG ID must be 4-15 digits and contain only numbers.'],
  ])('refuses a PUBG ID that is %s', async (_case, pubgId, message) => {
    signIn();
    renderPage({ redeem: pubgReward });
    await claimWith({ name: 'Ali', email: 'ali@example.com', pubgId });
    expect(await popupText()).toHaveTextContent(message);
    expect(server.callsTo('POST /v1/redeem-claim')).toHaveLength(0);
  });

  it.each([
    ['4', '1234'],
    ['15', '123456789012345'],
  ])('accepts a PUBG ID of %s digits and goes to /thankyou', async (_n, pubgId) => {
    signIn();
    renderPage({ redeem: pubgReward });
    await claimWith({ name: 'Ali Raza', email: 'ali@example.com', pubgId });
    expect(await screen.findByText('thank you page')).toBeInTheDocument();
    expect(server.callsTo('POST /v1/redeem-claim').map((r) => r.body)).toEqual([
      { item: 1, uuid: 'u-1', name: 'Ali Raza', email: 'ali@example.com', phone: '03001234567', pubgId },
    ]);
  });

  it("says 'Please fill in all fields.' when the name or e-mail is missing", async () => {
    signIn();
    renderPage({ redeem: mouse });
    await claimWith({ name: 'Ali', email: '' });
    expect(await popupText()).toHaveTextContent(/^Please fill in all fields\.$/);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Email'), 'ali@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await popupText()).toHaveTextContent(/^Please fill in all fields\.$/);
  });

  it('claims a reward without PUBG ID and sends no pubgId', async () => {
    signIn();
    renderPage({ redeem: mouse });
    await claimWith({ name: 'Ali', email: 'ali@example.com' });
    expect(await screen.findByText('thank you page')).toBeInTheDocument();
    expect(server.callsTo('POST /v1/redeem-claim')[0]?.body).toEqual({
      item: 6,
      uuid: 'u-6',
      name: 'Ali',
      email: 'ali@example.com',
      phone: '03001234567',
    });
  });

  it("shows the server's message when the claim is refused", async () => {
    signIn();
    claimAnswer = { status: 409, data: { success: false, message: 'This reward has already been claimed.' } };
    renderPage({ redeem: mouse });
    await claimWith({ name: 'Ali', email: 'ali@example.com' });
    expect(await popupText()).toHaveTextContent('This reward has already been claimed.');
    expect(screen.queryByText('thank you page')).not.toBeInTheDocument();
  });

  it('falls back to the spec messages when the claim fails without a message', async () => {
    signIn();
    claimAnswer = { networkError: true };
    renderPage({ redeem: mouse });
    await claimWith({ name: 'Ali', email: 'ali@example.com' });
    expect(await popupText()).toHaveTextContent('An error occurred. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    claimAnswer = { status: 500, data: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await popupText()).toHaveTextContent('Redemption failed. Please try again.');
  });

  it('sends one claim however fast Claim is pressed twice', async () => {
    signIn();
    renderPage({ redeem: mouse });
    await waitFor(() => expect(screen.getByLabelText('Email')).not.toHaveValue(''), { timeout: 3000 });
    const claim = screen.getByRole('button', { name: 'Claim' });
    // Two presses in the same tick, before React re-renders the button as disabled.
    claim.click();
    claim.click();
    expect(await screen.findByText('thank you page')).toBeInTheDocument();
    expect(server.callsTo('POST /v1/redeem-claim')).toHaveLength(1);
  });

  it('Cancel returns the held credits and goes back to /rewards', async () => {
    signIn();
    renderPage({ redeem: mouse });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and return credits' }));
    expect(await screen.findByText('rewards page')).toBeInTheDocument();
    expect(server.callsTo('POST /v1/redemptions/cancel').map((r) => r.body)).toEqual([{ uuid: 'u-6' }]);
    expect(server.callsTo('POST /v1/redeem-claim')).toHaveLength(0);
  });
});
