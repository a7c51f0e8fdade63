import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as SharedLib from '@portal/shared/lib';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { fakeApi, signIn, type FakeAnswer } from '@portal/shared/testing';
import { UnsubscribePage } from './unsubscribe-page';

const landing = jest.fn();
jest.mock('@portal/shared/lib', () => ({
  ...jest.requireActual<typeof SharedLib>('@portal/shared/lib'),
  redirectToLanding: (...args: unknown[]) => landing(...args),
  leavePortal: (url: string) => {
    leaving.value = true;
    leave(url);
  },
  markLeavingPortal: () => undefined,
  isLeavingPortal: () => leaving.value,
}));
const leaving = { value: false };
const leave = jest.fn();

let encryptAnswer: FakeAnswer;
let server: ReturnType<typeof fakeApi>;

describe('UnsubscribePage', () => {
  beforeEach(() => {
    resetSession();
    jest.clearAllMocks();
    leaving.value = false;
    encryptAnswer = {
      status: 200,
      data: { status: true, data: { mobile: 'sealed.ref', domainName: 'localhost' } },
    };
    server = fakeApi({ 'POST /unsubscribe-service/api/encrypt': () => encryptAnswer });
  });

  it('sends the session msisdn and this host to the service, then follows its unsubscribe link', async () => {
    signIn();
    renderWithProviders(<UnsubscribePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST /unsubscribe-service/api/encrypt').map((r) => r.body)).toEqual([
      { mobile: 'signed.subscriber.reference', domainName: window.location.host },
    ]);
    expect(leave).toHaveBeenCalledWith(
      '/unsubscribe-service/unsubscribe?mobile=sealed.ref&domainName=localhost',
    );
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    // The cleared session must not start a second navigation to the landing page.
    expect(landing).not.toHaveBeenCalled();
  });

  it('stays and says so when the service fails', async () => {
    signIn();
    encryptAnswer = { status: 400, data: { success: false, message: 'Invalid subscriber reference' } };
    renderWithProviders(<UnsubscribePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(leave).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('accessToken')).not.toBeNull();
  });

  it('does nothing for a partner (gamenow) user', async () => {
    signIn({ partner: true });
    renderWithProviders(<UnsubscribePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(server.calls).toEqual([]);
    expect(leave).not.toHaveBeenCalled();
  });

  it('sends guests to the landing page', () => {
    renderWithProviders(<UnsubscribePage />);
    expect(landing).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
