import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type * as SharedApi from '@portal/shared/api';
import { ApiError, isSuspension, subscriptionSuspendedAtom, type Subscription } from '@portal/shared/api';
import { portalStore } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/testing';
import { SubscriptionGate } from './subscription-gate';

const getSubscription = jest.fn<() => Promise<Subscription>>();
const retryPayment = jest.fn<() => Promise<{ message: string; subscription: Subscription }>>();
const getDayData =
  jest.fn<() => Promise<{ active_streak: number; gameId: number | null; active_day: number }>>();
jest.mock('@portal/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@portal/shared/api'),
  getSubscription: () => getSubscription(),
  retryPayment: () => retryPayment(),
  getDayData: () => getDayData(),
}));

const suspended: Subscription = {
  status: 'suspended',
  lineType: 'prepaid',
  plan: 'daily',
  priceText: 'Rs 10 per day',
  price: { amountPaisa: 1000, taxPaisa: 0, totalPaisa: 1000 },
  trialEndsAt: null,
  nextChargeAt: null,
  failedCharges: 1,
  charges: [
    {
      id: 2,
      plan: 'daily',
      reason: 'renewal',
      status: 'declined',
      periodStart: '2026-11-24T10:00:00.000Z',
      periodEnd: '2026-11-25T10:00:00.000Z',
      amountPaisa: 1000,
      taxPaisa: 0,
      totalPaisa: 1000,
      attempts: 1,
      lastError: 'Insufficient balance',
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ],
};

const renderGate = (route = '/tasks') =>
  renderWithProviders(
    <SubscriptionGate>
      <h1>Daily Tasks</h1>
    </SubscriptionGate>,
    { route },
  );

beforeEach(() => {
  portalStore.set(subscriptionSuspendedAtom, false);
  getSubscription.mockResolvedValue(suspended);
  getDayData.mockResolvedValue({ active_streak: 2, gameId: null, active_day: 2 });
  retryPayment.mockReset();
});

describe('SubscriptionGate', () => {
  it('shows the page while access is not paused', () => {
    renderGate();
    expect(screen.getByRole('heading', { name: 'Daily Tasks' })).toBeInTheDocument();
  });

  it('shows the payment page with what failed, and keeps it after a declined retry', async () => {
    portalStore.set(subscriptionSuspendedAtom, true);
    retryPayment.mockRejectedValue(
      new ApiError('The payment could not be taken: Insufficient balance. Please recharge and try again.', {
        status: 402,
      }),
    );
    renderGate();
    expect(screen.getByRole('heading', { name: 'Your access is paused' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Daily Tasks' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('We could not take your payment of Rs 10 (Insufficient balance).'),
    ).toBeVisible();
    expect(screen.getByText('Your plan: Rs 10 per day (prepaid).')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be taken: Insufficient balance. Please recharge and try again.',
    );
    expect(screen.getByRole('heading', { name: 'Your access is paused' })).toBeInTheDocument();
  });

  it('brings the page back when the retry goes through', async () => {
    portalStore.set(subscriptionSuspendedAtom, true);
    retryPayment.mockResolvedValue({
      message: 'Payment received. Welcome back!',
      subscription: { ...suspended, status: 'active' },
    });
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByRole('heading', { name: 'Daily Tasks' })).toBeInTheDocument();
    expect(portalStore.get(subscriptionSuspendedAtom)).toBe(false);
    await waitFor(() => expect(getDayData).toHaveBeenCalled());
  });

  it('lets a paused subscriber read the FAQs and unsubscribe', () => {
    portalStore.set(subscriptionSuspendedAtom, true);
    renderGate('/faqs');
    expect(screen.getByRole('heading', { name: 'Daily Tasks' })).toBeInTheDocument();
  });

  it("knows the api's suspension answer from other 402s", () => {
    expect(isSuspension(new ApiError('x', { status: 402, body: { code: 'SUBSCRIPTION_SUSPENDED' } }))).toBe(
      true,
    );
    expect(isSuspension(new ApiError('x', { status: 402, body: { code: 'CHARGE_DECLINED' } }))).toBe(false);
    expect(isSuspension(new ApiError('x', { status: 401, body: { code: 'SUBSCRIPTION_SUSPENDED' } }))).toBe(
      false,
    );
  });
});
