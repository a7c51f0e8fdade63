import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as SharedLib from '@portal/shared/lib';
import { portalStore, reffererAtom } from '@portal/shared/session';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { fakeApi, signIn } from '@portal/shared/testing';
import { demoProfile } from '../../../test/helpers';
import { ProfilePage } from './profile-page';

const landing = jest.fn();
jest.mock('@portal/shared/lib', () => ({
  ...jest.requireActual<typeof SharedLib>('@portal/shared/lib'),
  redirectToLanding: (...args: unknown[]) => landing(...args),
  leavePortal: () => undefined,
  markLeavingPortal: () => {
    leaving.value = true;
  },
  isLeavingPortal: () => leaving.value,
}));

const leaving = { value: false };

function renderPage() {
  return renderWithProviders(<ProfilePage />, {
    route: '/profile',
    path: '/profile',
    extraRoutes: { '/unsubscribe': <p>unsubscribe page</p>, '/edit-profile': <p>edit page</p> },
  });
}

describe('ProfilePage', () => {
  beforeEach(() => {
    resetSession();
    jest.clearAllMocks();
    leaving.value = false;
    fakeApi({ 'GET /v1/user/profile': () => ({ status: 200, data: { success: true, data: demoProfile } }) });
  });

  it('shows the settings menu in its three groups', async () => {
    signIn();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Settings' });
    const group = (name: string) => within(within(menu).getByRole('region', { name }));
    expect(
      group('Support')
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Edit Profile', 'FAQs']);
    expect(group('Support').getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(group('More information').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-service',
    );
    expect(
      group('Account actions')
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Unsubscribe', 'Logout']);
  });

  it('shows the profile totals and the date of birth as YYYY-MM-DD', async () => {
    signIn();
    renderPage();
    expect(await screen.findByTestId('profile-page-name')).toHaveTextContent('Demo Player');
    expect(screen.getByTestId('profile-stat-credits')).toHaveTextContent('1,615');
    expect(screen.getByTestId('profile-stat-prize-money')).toHaveTextContent('Prize moneyRs 5,000');
    expect(screen.getByTestId('profile-stat-items-redeemed')).toHaveTextContent('1');
    expect(screen.getByTestId('profile-date-of-birth')).toHaveTextContent('Born 1998-03-24');
  });

  it('keeps the release out of sight: an attribute for deploy checks, no developer line', () => {
    signIn();
    const { container } = renderPage();
    expect(container.querySelector('[data-rewards-release]')).toHaveAttribute('data-rewards-release', 'test');
    expect(screen.queryByText(/release/i)).not.toBeInTheDocument();
  });

  it('Unsubscribe opens /unsubscribe', async () => {
    signIn();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(screen.getByText('unsubscribe page')).toBeInTheDocument();
  });

  it('Logout ends the sign-in on the server, clears the session and goes to the landing page', async () => {
    const api = fakeApi({
      'GET /v1/user/profile': () => ({ status: 200, data: { success: true, data: demoProfile } }),
      'POST /v1/auth/logout': () => ({ status: 200, data: { success: true } }),
    });
    signIn();
    sessionStorage.setItem('gameId', '3');
    renderPage();
    expect(landing).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(landing).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /v1/auth/logout')).toHaveLength(1);
    expect(sessionStorage.getItem('gameId')).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('msisdn')).toBeNull();
  });

  it('Logout still signs out here when the server does not answer', async () => {
    fakeApi({
      'GET /v1/user/profile': () => ({ status: 200, data: { success: true, data: demoProfile } }),
      'POST /v1/auth/logout': { networkError: true },
    });
    signIn();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(landing).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('Unsubscribe and Logout do nothing when the referrer is gamenow', async () => {
    signIn({ partner: true });
    renderPage();
    const unsubscribe = screen.getByRole('button', { name: 'Unsubscribe' });
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(unsubscribe).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(unsubscribe);
    await userEvent.click(logout);
    expect(screen.queryByText('unsubscribe page')).not.toBeInTheDocument();
    expect(landing).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('accessToken')).not.toBeNull();
  });

  it('sends guests to the landing page but lets a partner visitor without a session stay', () => {
    const { unmount } = renderPage();
    expect(landing).toHaveBeenCalledTimes(1);
    unmount();
    landing.mockClear();
    portalStore.set(reffererAtom, 'gamenow');
    renderPage();
    expect(landing).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Settings' })).toBeInTheDocument();
  });
});
