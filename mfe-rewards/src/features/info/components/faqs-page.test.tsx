import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { FaqsPage } from './faqs-page';

describe('FaqsPage', () => {
  it('lists 33 questions as collapsed accordion buttons', () => {
    renderWithProviders(<FaqsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(33);
    expect(
      screen.queryAllByRole('region', { hidden: false }).filter((r) => r.closest('.faq-item')),
    ).toHaveLength(0);
  });

  it('opens and closes an answer region with its question', async () => {
    renderWithProviders(<FaqsPage />);
    const question = screen.getByRole('button', { name: /Do my credits expire\?/ });
    const panel = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /Do my credits expire\?/ });
    expect(region).toHaveTextContent('Credits never expire');
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('states the product facts of docs/product/access-and-start-up.md', () => {
    renderWithProviders(<FaqsPage />);
    const text = document.body.textContent ?? '';
    for (const fact of [
      'one-day free trial',
      'Rs 10 per day',
      'Rs 167 plus tax per month',
      'Subscribing happens only on the web',
      'Unsubscribing also happens only on the web',
      'support@playzone.example',
      'at least 10 players have checked in',
      'about 10 minutes before the tournament starts',
      'one hour before the match',
      'goes back to Day 1 if you miss a day',
      'after 30 days',
      'submitted once per day and there is no resubmission',
      'once per calendar day',
      'Credits never expire',
      'Credits have no monetary value',
      'within 24 hours',
    ]) {
      expect(text).toContain(fact);
    }
    expect(
      within(screen.getByRole('region', { name: 'Credits and rewards' })).getAllByRole('heading', {
        level: 3,
      }).length,
    ).toBe(7);
  });
});
