import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@portal/shared/router';
import type * as SharedLib from '@portal/shared/lib';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import type { Reward } from '@portal/contracts';
import { fakeApi, signIn, type FakeAnswer } from '@portal/shared/testing';
import { demoProfile } from '../../../test/helpers';
import { RewardsPage } from './rewards-page';

const landing = jest.fn();
jest.mock('@portal/shared/lib', () => ({
  ...jest.requireActual<typeof SharedLib>('@portal/shared/lib'),
  redirectToLanding: (...args: unknown[]) => landing(...args),
}));

const rewards: Reward[] = [
  { id: 1, name: 'PUBG Mobile 60 UC', credits: 500, id_require: 1 },
  { id: 6, name: 'Gaming Mouse', credits: 3000, id_require: 0 },
];

function RedeemMarker() {
  const location = useLocation();
  return <pre data-testid="redeem-state">{JSON.stringify(location.state)}</pre>;
}

function renderPage() {
  return renderWithProviders(<RewardsPage />, {
    route: '/rewards',
    path: '/rewards',
    extraRoutes: { '/redeem': <RedeemMarker /> },
  });
}

/** Redeem on a card, then 'Yes, redeem' in the confirmation. */
async function redeemThroughConfirm(name: string, user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: `Redeem ${name}` }));
  const confirm = await screen.findByRole('dialog', { name: 'Redeem' });
  await user.click(within(confirm).getByRole('button', { name: 'Yes, redeem' }));
}

let credits: number;
let redeemAnswer: FakeAnswer;
let rewardsAnswer: FakeAnswer;
let server: ReturnType<typeof fakeApi>;

describe('RewardsPage', () => {
  beforeEach(() => {
    resetSession();
    jest.clearAllMocks();
    rewardsAnswer = { status: 200, data: { success: true, data: rewards } };
    redeemAnswer = { status: 500, data: {} };
    credits = 10_000;
    server = fakeApi({
      'GET /v1/user/profile': () => ({
        status: 200,
        data: { success: true, data: { ...demoProfile, credits } },
      }),
      'POST /v1/rewards': () => rewardsAnswer,
      'POST /v1/redeem-item': () => redeemAnswer,
      'POST /v1/gamenow/notify': () => ({ status: 200, data: { success: true, message: 'Number received' } }),
    });
  });

  it('sends guests to the landing page', () => {
    renderPage();
    expect(landing).toHaveBeenCalled();
    expect(server.callsTo('POST /v1/rewards')).toHaveLength(0);
  });

  it('sends a partner visitor without a session to the landing page too', () => {
    sessionStorage.setItem('refferer', 'gamenow');
    renderPage();
    expect(landing).toHaveBeenCalled();
  });

  it('shows loading, then reward cards with their pictures drawn inline, credits and Redeem', async () => {
    signIn();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading rewards...');
    const card = await screen.findByRole('article', { name: 'PUBG Mobile 60 UC' });
    expect(within(card).getByText(/500 credits/)).toBeInTheDocument();
    // The reward's own drawing, as the page's SVG elements (no image to build a document for),
    // hidden from assistive technology: the card's heading names the reward.
    expect(card.querySelector('img')).toBeNull();
    const art = card.querySelector('.reward-card__art');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art?.querySelector('svg')).toHaveAttribute('viewBox', '0 0 320 200');
    expect(art?.querySelector('radialGradient')).toHaveAttribute('id', 'reward-1-glow');
    expect(art?.querySelector('text')).toHaveTextContent('60');
    expect(screen.getByRole('button', { name: 'Redeem Gaming Mouse' })).toHaveTextContent('Redeem');
    expect(await screen.findByTestId('rewards-balance')).toHaveTextContent('Your credits: 10,000');
    expect(landing).not.toHaveBeenCalled();
  });

  it("keeps the balance's line while the profile loads, so the cards do not move when it arrives", async () => {
    signIn();
    let answerProfile: (answer: FakeAnswer) => void = () => undefined;
    server.restore();
    server = fakeApi({
      'GET /v1/user/profile': () => new Promise<FakeAnswer>((resolve) => (answerProfile = resolve)),
      'POST /v1/rewards': () => rewardsAnswer,
    });
    const { container } = renderPage();
    await screen.findByRole('article', { name: 'PUBG Mobile 60 UC' });
    const line = container.querySelector('.rewards-page__balance');
    expect(line).toHaveAttribute('aria-hidden', 'true');
    // Each card keeps its reason line under Redeem too, empty until the balance says it is short.
    const reasons = container.querySelectorAll('.reward-card__short');
    expect(reasons).toHaveLength(rewards.length);
    expect([...reasons].map((r) => r.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    answerProfile({ status: 200, data: { success: true, data: { ...demoProfile, credits: 750 } } });
    expect(await screen.findByTestId('rewards-balance')).toHaveTextContent('Your credits: 750');
    // Still one line in the heading: the placeholder became the balance; and still one reason line
    // per card, now saying how far 750 is from Gaming Mouse (3,000).
    expect(container.querySelectorAll('.rewards-page__balance')).toHaveLength(1);
    expect(container.querySelectorAll('.reward-card__short')).toHaveLength(rewards.length);
    expect(await screen.findByText('You need 2,250 more credits')).toHaveClass('reward-card__short');
  });

  it("shows 'Error: Failed to load rewards' when the list fails", async () => {
    signIn();
    rewardsAnswer = { status: 500, data: { success: false, message: 'An error occurred' } };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load rewards');
  });

  it('treats a response whose data is not a list as an empty list', async () => {
    signIn();
    rewardsAnswer = { status: 200, data: { success: true, data: { message: 'odd' } } };
    renderPage();
    expect(await screen.findByText('No rewards available right now.')).toBeInTheDocument();
  });

  it('redeems with item = index + 1 and opens /redeem with the redeem result', async () => {
    signIn();
    const result = { item: 2, uuid: 'u-1', name: 'Gaming Mouse', tel: '923001234567', id_require: 0 };
    redeemAnswer = { status: 200, data: { success: true, data: result } };
    renderPage();
    await redeemThroughConfirm('Gaming Mouse');
    const marker = await screen.findByTestId('redeem-state');
    expect(server.callsTo('POST /v1/redeem-item').map((r) => r.body)).toEqual([{ item: 2 }]);
    expect(JSON.parse(marker.textContent ?? '')).toEqual({ redeem: result });
    expect(server.callsTo('POST /v1/gamenow/notify')).toHaveLength(0);
  });

  it('shows the server details when the redemption is refused', async () => {
    signIn();
    redeemAnswer = {
      status: 400,
      data: {
        success: false,
        message: 'Insufficient credits',
        details: 'You need 3000 credits to redeem Gaming Mouse.',
      },
    };
    renderPage();
    await redeemThroughConfirm('Gaming Mouse');
    const dialog = await screen.findByRole('dialog', { name: 'Redeem' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You need 3000 credits to redeem Gaming Mouse.',
    );
  });

  it("falls back to 'An error occurred. Please try again.' without an answer", async () => {
    signIn();
    redeemAnswer = { networkError: true };
    renderPage();
    await redeemThroughConfirm('Gaming Mouse');
    expect(await screen.findByRole('dialog', { name: 'Redeem' })).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });

  it("falls back to 'Redemption failed. Please try again.' when success is not true", async () => {
    signIn();
    redeemAnswer = { status: 200, data: { success: false } };
    renderPage();
    await redeemThroughConfirm('Gaming Mouse');
    expect(await screen.findByRole('dialog', { name: 'Redeem' })).toHaveTextContent(
      'Redemption failed. Please try again.',
    );
  });

  it('asks a partner user (token gn = 1) for the subscriber number first', async () => {
    signIn({ partner: true });
    const result = { item: 1, uuid: 'u-2', name: 'PUBG Mobile 60 UC', tel: '923331112222', id_require: 1 };
    redeemAnswer = { status: 200, data: { success: true, data: result } };
    const user = userEvent.setup();
    renderPage();
    await redeemThroughConfirm('PUBG Mobile 60 UC', user);
    const dialog = await screen.findByRole('dialog', { name: 'Enter your subscriber number' });
    expect(server.callsTo('POST /v1/redeem-item')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Subscriber number'), '03331112222');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('redeem-state');
    expect(server.callsTo('POST /v1/gamenow/notify').map((r) => r.body)).toEqual([
      { msisdn: '923331112222' },
    ]);
    expect(server.callsTo('POST /v1/redeem-item').map((r) => r.body)).toEqual([{ item: 1 }]);
    const order = server.calls.map((r) => r.url).filter((u) => u !== '/v1/user/profile');
    expect(order.indexOf('/v1/gamenow/notify')).toBeLessThan(order.indexOf('/v1/redeem-item'));
  });

  it('does not redeem when the partner user closes the popup', async () => {
    signIn({ partner: true });
    const user = userEvent.setup();
    renderPage();
    await redeemThroughConfirm('PUBG Mobile 60 UC', user);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST /v1/redeem-item')).toHaveLength(0);
  });

  it('asks "Redeem X for N credits?" first, and Cancel sends nothing', async () => {
    signIn();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Redeem Gaming Mouse' }));
    const confirm = await screen.findByRole('dialog', { name: 'Redeem' });
    expect(confirm).toHaveTextContent('Redeem Gaming Mouse for 3,000 credits?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST /v1/redeem-item')).toHaveLength(0);
  });

  it("shows 'Credits on hold' only when the profile says credits are held, and only then asks for the list", async () => {
    signIn();
    const held = { item: 1, uuid: 'u-1', name: 'PUBG Mobile 60 UC', tel: '923001234567', id_require: 1 };
    server.restore();
    server = fakeApi({
      'GET /v1/user/profile': () => ({
        data: { success: true, data: { ...demoProfile, credits: 100, credits_held: 500 } },
      }),
      'POST /v1/rewards': () => rewardsAnswer,
      'GET /v1/redemptions': () => ({
        data: {
          success: true,
          data: [
            {
              ...held,
              credits: 500,
              status: 'reserved',
              created_at: '2026-11-29T10:00:00.000Z',
              expires_at: '2026-11-29T10:30:00.000Z',
            },
          ],
        },
      }),
    });
    const first = renderPage();
    const panel = await screen.findByRole('region', { name: 'Credits on hold' });
    expect(within(panel).getByRole('button', { name: 'Resume claim' })).toBeEnabled();
    first.unmount();
    server.restore();
    server = fakeApi({
      'GET /v1/user/profile': () => ({
        data: { success: true, data: { ...demoProfile, credits, credits_held: 0 } },
      }),
      'POST /v1/rewards': () => rewardsAnswer,
    });
    renderPage();
    await screen.findByRole('article', { name: 'Gaming Mouse' });
    expect(screen.queryByRole('region', { name: 'Credits on hold' })).toBeNull();
    expect(server.callsTo('GET /v1/redemptions')).toEqual([]);
  });

  it('disables Redeem with how many more credits it needs when the balance is short', async () => {
    signIn();
    credits = 1_615;
    renderPage();
    const card = await screen.findByRole('article', { name: 'Gaming Mouse' });
    await within(card).findByText('You need 1,385 more credits');
    expect(within(card).getByRole('button', { name: 'Redeem Gaming Mouse' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Redeem Gaming Mouse' })).toHaveAccessibleDescription(
      'You need 1,385 more credits',
    );
    expect(screen.getByRole('button', { name: 'Redeem PUBG Mobile 60 UC' })).toBeEnabled();
    expect(
      within(card).getByText(/3,000 credits/, { selector: 'p.reward-card__credits' }),
    ).toBeInTheDocument();
  });
});
