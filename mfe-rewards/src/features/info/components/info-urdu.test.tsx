import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { latinWords, switchToEnglish, switchToUrdu } from '../../../test/urdu';
import { FaqsPage } from './faqs-page';
import { TermsServicePage } from './terms-service-page';

describe('FAQ and privacy policy in Urdu', () => {
  beforeEach(switchToUrdu);
  afterEach(switchToEnglish);

  it('asks and answers all 33 questions in Urdu, with the support address as a link', async () => {
    renderWithProviders(<FaqsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'عام سوالات' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(33);
    expect(screen.getByRole('heading', { level: 2, name: 'کریڈٹس اور انعامات' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: /کیا میرے کریڈٹس کی میعاد ختم ہو جاتی ہے؟/ });
    await userEvent.click(question);
    expect(screen.getByRole('region', { name: /میعاد/ })).toHaveTextContent(
      'کریڈٹس کی میعاد کبھی ختم نہیں ہوتی',
    );
    expect(screen.getByRole('link', { name: 'support@playzone.example' })).toHaveAttribute(
      'href',
      'mailto:support@playzone.example',
    );
    // Hidden answers count too: every answer is in Urdu.
    expect(document.body.textContent).toContain('روزانہ 10 روپے');
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });

  it('shows the privacy policy in Urdu', () => {
    renderWithProviders(<TermsServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'پرائیویسی پالیسی' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'تحفظ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'کوکیز' })).toBeInTheDocument();
    expect(screen.getByText(/جملہ حقوق محفوظ ہیں/)).toBeInTheDocument();
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });
});
