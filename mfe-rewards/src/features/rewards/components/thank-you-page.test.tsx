import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { ThankYouPage } from './thank-you-page';

describe('ThankYouPage', () => {
  it('says the request was received, with the 24 hours and business hours, and goes home', async () => {
    renderWithProviders(<ThankYouPage />, {
      route: '/thankyou',
      path: '/thankyou',
      state: { claimed: 'a-claimed-uuid' },
      extraRoutes: { '/': <p>home</p> },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You');
    expect(document.title).toBe('Thank You | PlayZone');
    expect(screen.getByText(/request has been received.*within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday, 9:00 AM to 10:00 PM/)).toBeInTheDocument();
    expect(
      screen.getByText(/after 10:00 PM on Friday are processed the following Monday/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('sends a visit without a claimed redemption to /rewards', () => {
    renderWithProviders(<ThankYouPage />, {
      route: '/thankyou',
      path: '/thankyou',
      extraRoutes: { '/rewards': <p>rewards page</p> },
    });
    expect(screen.getByText('rewards page')).toBeInTheDocument();
    expect(screen.queryByText(/request has been received/)).not.toBeInTheDocument();
  });
});
