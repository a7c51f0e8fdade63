import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type * as SharedApi from '@portal/shared/api';
import type { Subscription } from '@portal/shared/api';
import { setLocale } from '@portal/shared/i18n';
import type { Profile } from '@portal/contracts';
import { portalStore, profileDataAtom } from '@portal/shared/session';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { SuspendedPage } from '../features/billing/suspended-page';
import { Layout } from '../features/layout/layout';
import { LearnWinBlock } from '../features/home/learn-win-block';
import { PromoCarousel } from '../features/home/promo-carousel/promo-carousel';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteErrorPanel } from '../remotes/remote-error-panel';

const saveLanguage = jest.fn<(language: 'en' | 'ur') => Promise<void>>();
const getSubscription = jest.fn<() => Promise<Subscription>>();
jest.mock('@portal/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@portal/shared/api'),
  saveLanguage: (language: 'en' | 'ur') => saveLanguage(language),
  getSubscription: () => getSubscription(),
}));

const paused = {
  status: 'suspended',
  lineType: 'prepaid',
  priceText: '10',
  charges: [{ status: 'declined', totalPaisa: 1000, lastError: 'Insufficient balance' }],
} as unknown as Subscription;

/** Latin words on screen and in accessible names, leaving out the brand (scripts/check-i18n.mjs). */
function latinWords(): string[] {
  const labels = [...document.body.querySelectorAll('[aria-label], [alt]')].map(
    (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('alt') ?? ''}`,
  );
  const text = `${document.body.textContent ?? ''} ${labels.join(' ')}`;
  // The language switch names English in English, on purpose.
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => w !== 'PlayZone' && w !== 'English');
}

const portal = (
  <Layout>
    <PromoCarousel />
    <LearnWinBlock />
    <NotFoundPage />
    <RemoteErrorPanel title="ٹورنامنٹس" onRetry={() => undefined} />
  </Layout>
);

describe('the shell in Urdu', () => {
  beforeEach(() => {
    saveLanguage.mockResolvedValue(undefined);
    getSubscription.mockResolvedValue(paused);
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  it('shows the layout, menu, banner and pages in Urdu, right to left, with no English left', async () => {
    await act(() => setLocale('ur'));
    renderWithProviders(portal, { route: '/nowhere' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'صفحہ نہیں ملا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'روزانہ کے ٹاسکس', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مینیو کھولیں' })).toBeInTheDocument();
    expect(screen.getByText('ہفتہ وار ٹورنامنٹس دیکھیں')).toBeInTheDocument();
    // The Learn & Win banner's words are page text in Urdu; its art carries none.
    expect(screen.getByText('ای اسپورٹس کی بنیادی باتیں: کھیل سیکھیں، پھر جیتیں')).toBeInTheDocument();
    expect(screen.getAllByTestId('profile-name')[0]!.textContent).toMatch(/^مہمان/);
    expect(document.title).toBe('صفحہ نہیں ملا | PlayZone');
    expect(latinWords()).toEqual([]);
  });

  it("keeps a Latin name's '..' after it in the Urdu navigation (the name is isolated from the page's direction)", async () => {
    portalStore.set(profileDataAtom, { name: 'Demo Player', username: null } as unknown as Profile);
    await act(() => setLocale('ur'));
    renderWithProviders(portal, { route: '/nowhere' });
    const name = screen.getAllByTestId('profile-name')[0]!;
    expect(name.querySelector('bdi')?.textContent).toBe('Demo Pl..');
    resetSession();
  });

  it('switches from the drawer: English becomes Urdu at once and back', async () => {
    renderWithProviders(portal, { route: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
    expect(await screen.findByRole('heading', { name: 'صفحہ نہیں ملا' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Daily tasks' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('explains the paused access in Urdu with the amount in rupees', async () => {
    await act(() => setLocale('ur'));
    renderWithProviders(<SuspendedPage />);
    expect(await screen.findByText('ہم آپ کی 10 روپے کی ادائیگی وصول نہیں کر سکے۔')).toBeInTheDocument();
    expect(screen.getByText('آپ کا پلان: 10 (پری پیڈ)۔')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دوبارہ ادائیگی کریں' })).toBeInTheDocument();
    expect(latinWords()).toEqual([]);
  });
});
