import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { MatchView } from '../hooks/use-cannon-match';
import { MatchPopup } from './match-popup';

const ended = (victory: boolean, reason: string): MatchView => ({
  phase: 'finished',
  victory,
  reason,
  connectionError: null,
});
const leave = () => undefined;

describe('MatchPopup', () => {
  it('tells the loser how it ended and that they are out', () => {
    render(
      <MatchPopup
        view={ended(false, 'centre-destroyed')}
        saving={false}
        outcome={{ stage: 'eliminated' }}
        practice={false}
        onLeave={leave}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Defeat! Better luck next time!' });
    expect(dialog).toHaveTextContent('Your centre tower was destroyed.');
    expect(dialog).toHaveTextContent('You lost this match and are out of the tournament.');
    expect(dialog).not.toHaveTextContent(/next round/);
  });

  it('tells the champion they won the tournament and the prize credited', () => {
    render(
      <MatchPopup
        view={ended(true, 'more-towers')}
        saving={false}
        outcome={{ stage: 'champion', tournamentName: 'Match Cup', prize: 1000 }}
        practice={false}
        onLeave={leave}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Victory! You won!' });
    expect(dialog).toHaveTextContent('Time is up: you destroyed more towers.');
    expect(dialog).toHaveTextContent('You won Match Cup! 1,000 credits have been added to your wallet.');
  });

  it("tells the final's loser they finished 2nd and the prize money paid", () => {
    render(
      <MatchPopup
        view={ended(false, 'centre-destroyed')}
        saving={false}
        outcome={{ stage: 'placed', place: 2, tournamentName: 'Cash Cup', prize: 2000, currency: 'rupees' }}
        practice={false}
        onLeave={leave}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Defeat! Better luck next time!' });
    expect(dialog).toHaveTextContent(
      'You finished 2nd in Cash Cup! Rs 2,000 has been added to your prize money.',
    );
    expect(dialog).not.toHaveTextContent(/out of the tournament/);
  });

  it('waits for the saved result before telling the winner about the next round', () => {
    const outcome = { stage: 'next-round' as const, round: 2, at: null };
    const { rerender } = render(
      <MatchPopup
        view={ended(true, 'centre-destroyed')}
        saving
        outcome={undefined}
        practice={false}
        onLeave={leave}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saving your result...');
    rerender(
      <MatchPopup
        view={ended(true, 'centre-destroyed')}
        saving={false}
        outcome={outcome}
        practice={false}
        onLeave={leave}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('You are through to round 2.');
  });
});
