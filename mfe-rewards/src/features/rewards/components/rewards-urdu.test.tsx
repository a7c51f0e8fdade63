import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reward } from '@portal/contracts';
import { fakeApi, renderWithProviders, resetSession, signIn } from '@portal/shared/testing';
import { demoProfile, pubgReward } from '../../../test/helpers';
import { latinWords, switchToEnglish, switchToUrdu } from '../../../test/urdu';
import { RedeemPage } from './redeem-page';
import { RewardsPage } from './rewards-page';
import { ThankYouPage } from './thank-you-page';

// The operator named the mouse in Urdu too; the PUBG reward keeps its Latin (brand) name.
const rewards: Array<Reward & { nameUr?: string }> = [
  { id: 1, name: 'PUBG Mobile 60 UC', credits: 500, id_require: 1 },
  { id: 6, name: 'Gaming Mouse', nameUr: 'گیمنگ ماؤس', credits: 3000, id_require: 0 },
];

describe('rewards and redeem in Urdu', () => {
  beforeEach(async () => {
    resetSession();
    fakeApi({
      'GET /v1/user/profile': () => ({
        status: 200,
        data: { success: true, data: { ...demoProfile, credits: 1615 } },
      }),
      'POST /v1/rewards': () => ({ status: 200, data: { success: true, data: rewards } }),
    });
    signIn();
    await switchToUrdu();
  });
  afterEach(switchToEnglish);

  it('lists the rewards with their Urdu names, prices and Redeem buttons, and no English words', async () => {
    renderWithProviders(<RewardsPage />, { route: '/rewards', path: '/rewards' });
    expect(screen.getByRole('heading', { level: 1, name: 'انعامات' })).toBeInTheDocument();
    const mouse = await screen.findByRole('article', { name: 'گیمنگ ماؤس' });
    expect(within(mouse).getByText('3,000 کریڈٹس')).toBeInTheDocument();
    // 1,615 credits are 1,385 short of 3,000: the reason is shown in Urdu.
    expect(within(mouse).getByText('آپ کو 1,385 مزید کریڈٹس درکار ہیں')).toBeInTheDocument();
    expect(await screen.findByTestId('rewards-balance')).toHaveTextContent('آپ کے کریڈٹس: 1,615');
    expect(screen.getByRole('button', { name: 'PUBG Mobile 60 UC حاصل کریں' })).toBeEnabled();
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });

  it('asks to confirm in Urdu before credits are held', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RewardsPage />, { route: '/rewards', path: '/rewards' });
    await user.click(await screen.findByRole('button', { name: 'PUBG Mobile 60 UC حاصل کریں' }));
    const dialog = await screen.findByRole('dialog', { name: 'انعام حاصل کریں' });
    expect(dialog).toHaveTextContent('500 کریڈٹس کے بدلے PUBG Mobile 60 UC حاصل کریں؟');
    expect(within(dialog).getByRole('button', { name: 'ہاں، حاصل کریں' })).toBeInTheDocument();
    expect(latinWords(dialog.textContent ?? '')).toEqual([]);
  });

  it('shows the redeem form and its contracts rules messages in Urdu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RedeemPage />, { route: '/redeem', path: '/redeem', state: { redeem: pubgReward } });
    expect(screen.getByRole('heading', { level: 1, name: 'انعام حاصل کریں' })).toBeInTheDocument();
    expect(screen.getByLabelText('نام')).toBeInTheDocument();
    expect(screen.getByLabelText('PUBG ID')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('ای میل')).not.toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'کلیم کریں' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('براہ کرم PUBG ID سمیت تمام خانے پُر کریں۔');
    await user.click(screen.getByRole('button', { name: 'ٹھیک ہے' }));
    await user.type(screen.getByLabelText('PUBG ID'), '12');
    await user.click(screen.getByRole('button', { name: 'کلیم کریں' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PUBG ID میں 4 سے 15 ہندسے ہونے چاہئیں اور صرف نمبر ہوں۔',
    );
    // The subscriber's own name and e-mail are in the inputs' values, not the screen's words.
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });

  it('thanks the subscriber in Urdu after a claim', () => {
    renderWithProviders(<ThankYouPage />, {
      route: '/thankyou',
      path: '/thankyou',
      state: { claimed: 'u-1' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'شکریہ' })).toBeInTheDocument();
    expect(screen.getByText(/24 گھنٹوں کے اندر/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہوم' })).toHaveAttribute('href', '/');
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });
});
