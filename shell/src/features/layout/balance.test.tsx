import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { setLocale } from '@portal/shared/i18n';
import type { Profile } from '@portal/contracts';
import { portalStore, profileDataAtom } from '@portal/shared/session';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { Layout } from './layout';

const subscriber = (credits: number) =>
  ({ name: 'Demo Player', username: null, credits }) as unknown as Profile;

describe('the balance on every page', () => {
  afterEach(async () => {
    resetSession();
    await act(() => setLocale('en'));
  });

  it("shows the subscriber's credits in the header and the menu, linking to the rewards", () => {
    resetSession();
    portalStore.set(profileDataAtom, subscriber(1250));
    renderWithProviders(<Layout>page</Layout>);

    const header = within(screen.getByRole('banner'));
    const balance = header.getByRole('link', { name: '1,250 credits' });
    expect(balance).toHaveAttribute('href', '/rewards');
    expect(screen.getAllByTestId('balance').map((b) => b.textContent)).toEqual([
      '1,250 credits',
      '1,250 credits',
    ]);
  });

  it('follows the balance as it changes, and shows nothing before the profile is known', () => {
    resetSession();
    renderWithProviders(<Layout>page</Layout>);
    expect(screen.queryByTestId('balance')).toBeNull();

    act(() => portalStore.set(profileDataAtom, subscriber(40)));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '40 credits' })).toBeVisible();
    act(() => portalStore.set(profileDataAtom, subscriber(25)));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '25 credits' })).toBeVisible();
  });

  it('reads in Urdu in an Urdu page', async () => {
    resetSession();
    await act(() => setLocale('ur'));
    portalStore.set(profileDataAtom, subscriber(1250));
    renderWithProviders(<Layout>page</Layout>);
    expect(within(screen.getByRole('banner')).getByTestId('balance').textContent).toMatch(/^\S+ کریڈٹس$/);
  });
});
