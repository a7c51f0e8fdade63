import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { renderWithProviders } from '@portal/shared/testing';
import { CannonInstructionsModal } from './cannon-instructions-modal';

const renderModal = (open = true) => {
  const onClose = jest.fn();
  renderWithProviders(<CannonInstructionsModal open={open} onClose={onClose} />, {
    route: '/',
    path: '/',
    extraRoutes: { '/tournaments': <p>tournaments page</p> },
  });
  return onClose;
};

const section = (name: string) => screen.getByRole('region', { name });

describe('Cannon Clash instructions modal (docs/product/tournaments.md)', () => {
  it('renders nothing when closed', () => {
    renderModal(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'How to Join Tournament' word for word", () => {
    renderModal();
    const items = within(section('How to Join Tournament'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Click Join Now.',
      'An SMS arrives one hour before the start with a Room ID and match time.',
      "At match time go to the tournaments page, click 'Play Now', enter the Room ID in the popup and click Submit.",
      "Your cannon is marked 'YOU'.",
      'Drag to move, press to fire minions.',
      'Destroy the two side towers first, then the centre tower.',
    ]);
  });

  it("'Tournament Rules' word for word", () => {
    renderModal();
    const items = within(section('Tournament Rules'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Progressive 1v1 knockout.',
      'A no-show opponent means an automatic win.',
      'Winners advance, losers are eliminated.',
      'Next rounds are the next day at the same time with a new Room ID by SMS.',
      'Rounds continue until one winner remains.',
      "The winner's reward is credited instantly to the wallet.",
    ]);
  });

  it("'Important Notes' word for word", () => {
    renderModal();
    const items = within(section('Important Notes'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'No download needed.',
      'Missing a match means elimination.',
      'Eliminated players cannot rejoin.',
      'The number of rounds depends on the participant count.',
    ]);
  });

  it('closes with the close button', () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with a click on the overlay, not on the dialog itself', () => {
    const onClose = renderModal();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes with 'Got it!'", () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('links to /tournaments and closes on the way', () => {
    const onClose = renderModal();
    const link = screen.getByRole('link', { name: 'tournaments page' });
    expect(link).toHaveAttribute('href', '/tournaments');
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('tournaments page', { selector: 'p' })).toBeInTheDocument();
  });
});
