import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Redemption } from '@portal/contracts';
import { formatPaisa } from '@portal/shared/lib';
import { fakeApi, renderWithProviders, resetSession, signIn } from '@portal/shared/testing';
import { demoProfile } from '../../../test/helpers';
import { latinWords, switchToEnglish, switchToUrdu } from '../../../test/urdu';
import { EditProfilePage } from './edit-profile-page';
import { ProfilePage } from './profile-page';
import { UnsubscribePage } from './unsubscribe-page';

// The subscriber's own details in Urdu, so every Latin word left would be the screen's.
const profile = { ...demoProfile, name: 'علی رضا', username: '', bio: 'ہر شام کھیلتا ہوں۔', credits: 16150 };
const held: Redemption & { nameUr: string } = {
  item: 6,
  uuid: 'u-6',
  name: 'Gaming Mouse',
  nameUr: 'گیمنگ ماؤس',
  tel: '923001234567',
  id_require: 0,
  credits: 3000,
  status: 'reserved',
  created_at: '2026-11-23T10:00:00.000Z',
  expires_at: '2026-11-23T10:30:00.000Z',
};

/** The page's words: the language switch names each language in its own script, so English stays. */
function screenWords() {
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelectorAll('.pz-language-switch').forEach((node) => node.remove());
  return latinWords(page.textContent ?? '', [formatPaisa(profile.prize_money_paisa)]);
}

describe('profile in Urdu', () => {
  let saved: unknown[];
  beforeEach(async () => {
    resetSession();
    saved = [];
    fakeApi({
      'GET /v1/user/profile': () => ({ status: 200, data: { success: true, data: profile } }),
      'GET /v1/redemptions': () => ({ status: 200, data: { success: true, data: [held] } }),
      'POST /v1/user/language': (body) => {
        saved.push(body);
        return { status: 200, data: { success: true } };
      },
    });
    signIn();
    await switchToUrdu();
  });
  afterEach(switchToEnglish);

  it('shows the summary, my redemptions and the settings in Urdu, with the language switch', async () => {
    renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'پروفائل' })).toBeInTheDocument();
    const credits = await screen.findByTestId('profile-stat-credits');
    expect(credits).toHaveTextContent('کریڈٹس16,150');
    // Dates sit between LRI and PDI marks in Urdu: after Urdu letters '1998-03-24' would otherwise
    // be drawn as '24-03-1998' (the bidi algorithm reads the digits as Arabic numbers).
    expect(screen.getByTestId('profile-date-of-birth')).toHaveTextContent(
      'تاریخ پیدائش \u20661998-03-24\u2069',
    );
    const row = await screen.findByRole('listitem', { name: 'گیمنگ ماؤس' });
    expect(row).toHaveTextContent('3,000 کریڈٹس · \u20662026-11-23\u2069');
    expect(row).toHaveTextContent(/کریڈٹس \d{1,2} \S+، \d{2}:\d{2} تک روکے گئے ہیں/);
    expect(within(row).getByText('زیرِ التوا')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'ترتیبات' });
    const language = within(menu).getByRole('region', { name: 'زبان' });
    expect(within(language).getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(menu).getByRole('link', { name: 'عام سوالات' })).toHaveAttribute('href', '/faqs');
    expect(screenWords()).toEqual([]);
  });

  it('switches back to English from the settings and stores the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile' });
    const language = screen.getByRole('region', { name: 'زبان' });
    await user.click(within(language).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Language' })).toBeInTheDocument();
    expect(saved).toEqual([{ language: 'en' }]);
  });

  it('shows the edit form in Urdu', async () => {
    renderWithProviders(<EditProfilePage />, { route: '/edit-profile', path: '/edit-profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'پروفائل میں ترمیم' })).toBeInTheDocument();
    expect(await screen.findByLabelText('یوزر نیم')).toBeInTheDocument();
    expect(screen.getByLabelText('تاریخ پیدائش')).toHaveAttribute('placeholder', 'سال-مہینہ-دن');
    expect(screen.getByRole('option', { name: 'خاتون' })).toBeInTheDocument();
    expect(screenWords()).toEqual([]);
  });

  it('explains unsubscribing in Urdu', () => {
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe', path: '/unsubscribe' });
    expect(screen.getByRole('heading', { level: 1, name: 'سبسکرپشن ختم کریں' })).toBeInTheDocument();
    expect(screen.getByText(/آپ کی PlayZone سبسکرپشن بند ہو جائے گی/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'منسوخ کریں' })).toHaveAttribute('href', '/profile');
    expect(screenWords()).toEqual([]);
  });
});
