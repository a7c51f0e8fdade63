import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fakeApi, ok, renderWithProviders, resetSession, signIn, type FakeApi } from '@portal/shared/testing';
import { Layout } from './layout';

// Credits also arrive while the subscriber is elsewhere in the portal (a moderator approves a
// task's screenshot, a tournament pays its prizes): the balance the layout shows must catch up.
describe('the balance after credits arrive from elsewhere', () => {
  let api: FakeApi;
  let credits: number;
  const headerBalance = () => within(screen.getByRole('banner')).getByTestId('balance');
  const profileReads = () => api.callsTo('GET /v1/user/profile').length;
  const later = (ms: number) => jest.setSystemTime(Date.now() + ms);

  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
    resetSession();
    signIn();
    credits = 1250;
    api = fakeApi({ 'GET /v1/user/profile': () => ok({ name: 'Demo Player', username: null, credits }) });
  });

  afterEach(() => {
    api.restore();
    resetSession();
    jest.useRealTimers();
  });

  const openLayout = async () => {
    renderWithProviders(<Layout>page</Layout>, { route: '/tasks' });
    await waitFor(() => expect(headerBalance()).toHaveTextContent('1,250 credits'));
    credits = 1300;
  };

  it('shows the new balance on the next page once the last read is 30 s old', async () => {
    await openLayout();

    fireEvent.click(screen.getByRole('link', { name: 'PlayZone' }));
    expect(profileReads()).toBe(1);

    later(31_000);
    fireEvent.click(headerBalance());
    await waitFor(() => expect(headerBalance()).toHaveTextContent('1,300 credits'));
    expect(profileReads()).toBe(2);
  });

  it('shows the new balance when the subscriber comes back to the tab', async () => {
    await openLayout();

    later(31_000);
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(headerBalance()).toHaveTextContent('1,300 credits'));
  });
});
