import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { TermsServicePage } from './terms-service-page';

describe('TermsServicePage', () => {
  it('is titled as the privacy policy', () => {
    renderWithProviders(<TermsServicePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(document.title).toBe('Privacy Policy | PlayZone');
  });

  it('has every section of docs/product/access-and-start-up.md', () => {
    renderWithProviders(<TermsServicePage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Introduction',
      'Automatically collected information',
      'Information collection and use',
      'Redemption process and mechanics',
      'Security',
      'Links to other sites',
      'Changes to this privacy policy',
      'Contact us',
    ]);
    const use = screen.getByRole('region', { name: 'Information collection and use' });
    expect(
      within(use)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Sign-up information',
      'Log data',
      'Cookies',
      'Usage information',
      'Transaction information',
      'Aggregated and anonymized data',
    ]);
  });

  it('states the redemption rules and the support address, with a copyright footer', () => {
    renderWithProviders(<TermsServicePage />);
    const redemption = screen.getByRole('region', { name: 'Redemption process and mechanics' });
    expect(redemption).toHaveTextContent('earned through daily challenges and weekly tournaments');
    expect(redemption).toHaveTextContent('at any time without notice');
    expect(redemption).toHaveTextContent('Credits have no monetary value');
    expect(redemption).toHaveTextContent('no contractual right to any item');
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'support@playzone.example' })).toHaveAttribute(
      'href',
      'mailto:support@playzone.example',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/© \d{4} PlayZone\. All rights reserved\./);
  });
});
