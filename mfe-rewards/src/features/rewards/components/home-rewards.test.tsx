import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { fakeApi, signIn, type FakeAnswer } from '@portal/shared/testing';
import { HomeRewards } from './home-rewards';

let answer: FakeAnswer;

describe('HomeRewards', () => {
  beforeEach(() => {
    resetSession();
    signIn();
    answer = {
      status: 200,
      data: {
        success: true,
        data: [
          { id: 1, name: 'PUBG Mobile 60 UC', credits: 500, id_require: 1 },
          { id: 2, name: 'PUBG Mobile 325 UC', credits: 2500, id_require: 1 },
          { id: 6, name: 'Gaming Mouse', credits: 3000, id_require: 0 },
        ],
      },
    };
    fakeApi({ 'POST /v1/rewards': () => answer });
  });

  it('shows loading, then a carousel of rewards linking to /rewards', async () => {
    renderWithProviders(<HomeRewards />);
    expect(screen.getByRole('heading', { level: 2, name: 'Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading rewards...');
    expect(await screen.findByRole('article', { name: 'PUBG Mobile 60 UC' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reward highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/rewards');
    expect(screen.queryByRole('button', { name: /^Redeem/ })).not.toBeInTheDocument();
  });

  it("shows 'Error: Failed to load rewards'", async () => {
    answer = { status: 500, data: { success: false, message: 'An error occurred' } };
    renderWithProviders(<HomeRewards />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load rewards');
  });
});
