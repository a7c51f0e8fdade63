import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fakeApi, ok, renderWithProviders, resetSession, signIn } from '@portal/shared/testing';
import { DailyCheckinPopup } from './daily-checkin-popup';

beforeEach(() => {
  resetSession();
  signIn();
});

/** The streak answer for a day, its amount and whether today is claimed. */
const streak = (day: number, amount: number, rewardClaimed: boolean) =>
  ok({ active_streak: day, streak_to_claim: day, amount_to_claim: amount, rewardClaimed, gameId: null });

const claimAnswer = {
  data: { success: true, message: 'Congratulations!', data: { credits: 20, active_streak: 2 } },
};

describe('DailyCheckinPopup', () => {
  it("shows today's amount from the streak", async () => {
    fakeApi({
      'GET /v1/active-streak': streak(2, 20, false),
    });
    renderWithProviders(<DailyCheckinPopup open onClose={() => {}} />);
    expect(await screen.findByText('Day 2')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Daily Login Reward' })).toHaveTextContent('20 credits');
  });

  it('shows the default 15 credits when no amount is known', () => {
    fakeApi({ 'GET /v1/active-streak': { networkError: true } });
    renderWithProviders(<DailyCheckinPopup open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Daily Login Reward' })).toHaveTextContent('15 credits');
  });

  it("claims, shows 'Congratulations!' with the credits, and refetches the streak and the profile", async () => {
    const api = fakeApi({
      'GET /v1/active-streak': streak(2, 20, false),
      'POST /v1/update-daily-streak': claimAnswer,
    });
    const onClose = jest.fn();
    const { queryClient } = renderWithProviders(<DailyCheckinPopup open onClose={onClose} />);
    queryClient.setQueryData(['profile'], { credits: 0 });
    await screen.findByText('Day 2');
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveTextContent('+20 credits');
    expect(api.callsTo('POST /v1/update-daily-streak')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /v1/active-streak')).toHaveLength(2));
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('claims once on a double tap', async () => {
    const api = fakeApi({
      'GET /v1/active-streak': streak(2, 20, false),
      'POST /v1/update-daily-streak': claimAnswer,
    });
    renderWithProviders(<DailyCheckinPopup open onClose={() => {}} />);
    await screen.findByText('Day 2');
    const claim = screen.getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toHaveTextContent('+20 credits');
    expect(api.callsTo('POST /v1/update-daily-streak')).toHaveLength(1);
  });

  it('shows the claim as taken when today is already claimed', async () => {
    fakeApi({
      'GET /v1/active-streak': streak(3, 25, true),
    });
    renderWithProviders(<DailyCheckinPopup open onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Claimed' })).toBeDisabled();
  });

  it("shows the server's message when the claim is refused", async () => {
    fakeApi({
      'GET /v1/active-streak': streak(2, 20, false),
      'POST /v1/update-daily-streak': {
        status: 409,
        data: { success: false, message: 'Come back tomorrow!' },
      },
    });
    renderWithProviders(<DailyCheckinPopup open onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Come back tomorrow!');
  });

  it('renders nothing when closed', () => {
    fakeApi({});
    renderWithProviders(<DailyCheckinPopup open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
