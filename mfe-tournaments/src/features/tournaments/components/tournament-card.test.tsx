import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { session } from '@portal/shared/session';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import type { PlayerState, Tournament } from '@portal/contracts';
import { makeTournament } from '../../../testing/tournaments';
import { JoinButton } from './join-button';
import { TournamentCard } from './tournament-card';

const state = (over: Partial<PlayerState>): PlayerState => ({
  kind: 'next-match',
  round: 2,
  time: '2026-11-26 08:00 pm',
  play_now: false,
  place: null,
  ...over,
});

const card = (t: Tournament) =>
  renderWithProviders(
    <TournamentCard
      tournament={t}
      kind="esl"
      onInfo={() => {}}
      action={<JoinButton tournament={t} onJoin={() => {}} />}
    />,
  );

beforeEach(() => {
  resetSession();
  session.setToken('token');
  session.setMsisdn('ref');
});

describe('tournament cards tell the player where they stand', () => {
  it("the next match's round and time replace the first round's; no Play Now before the room opens", () => {
    card(makeTournament({ id: 3, status: 2, is_running: 1, player: state({}) }));
    expect(screen.getByTestId('tournament-player-state')).toHaveTextContent(
      'Your next match: round 2, 2026-11-26 08:00 pm',
    );
    expect(screen.getByText('2026-11-26')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play Now|Join Now/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View bracket' })).toHaveAttribute(
      'href',
      '/tournaments/3/bracket',
    );
  });

  it('Play Now while the match room is open', () => {
    card(makeTournament({ status: 2, is_running: 1, player: state({ play_now: true }) }));
    expect(screen.getByRole('button', { name: /^Play Now/ })).toBeInTheDocument();
  });

  it("'Eliminated in round N' and 'Champion' without any button", () => {
    const { unmount } = card(
      makeTournament({
        status: 2,
        is_running: 1,
        player: state({ kind: 'eliminated', round: 1, time: null }),
      }),
    );
    expect(screen.getByTestId('tournament-player-state')).toHaveTextContent(/^Eliminated in round 1$/);
    expect(screen.queryByRole('button', { name: /Play Now|Join Now/ })).toBeNull();
    unmount();
    card(
      makeTournament({ status: 4, player: state({ kind: 'champion', round: null, time: null, place: 1 }) }),
    );
    expect(screen.getByTestId('tournament-player-state')).toHaveTextContent(/^Champion$/);
  });

  it("'Cancelled (fewer than 10 players)', the second and third prizes and the third-place rule", () => {
    card(
      makeTournament({
        status: 5,
        total_checkin: 8,
        third_place: 'shared',
        second_prize: 2000,
        third_prize: 1000,
        tourn_type: 'Credits',
        player: state({ kind: 'cancelled', round: null, time: null }),
      }),
    );
    expect(screen.getByTestId('tournament-player-state')).toHaveTextContent(
      'Cancelled (fewer than 10 players)',
    );
    expect(screen.getByText('2nd Prize').nextElementSibling).toHaveTextContent(/^2,000 Credits$/);
    const third = screen.getByText('3rd Prize').nextElementSibling;
    expect(third).toHaveTextContent(/^1,000 Credits\s*Shared by the semi-final losers$/);
  });

  it('while entries are open: how many have checked in, and the minimum it needs to start', () => {
    const { unmount } = card(makeTournament({ status: 1, total_checkin: 7 }));
    expect(screen.getByText('Players').nextElementSibling).toHaveTextContent(
      /^7 checked in\s*Needs at least 10 to start$/,
    );
    unmount();
    card(makeTournament({ status: 1, total_checkin: 12 }));
    expect(screen.getByText('Players').nextElementSibling).toHaveTextContent(/^12 checked in$/);
  });

  it('no players line once the tournament has started or was cancelled', () => {
    const { unmount } = card(makeTournament({ status: 2, total_checkin: 12 }));
    expect(screen.queryByText('Players')).toBeNull();
    unmount();
    card(makeTournament({ status: 5, total_checkin: 4 }));
    expect(screen.queryByText('Players')).toBeNull();
  });
});

describe('the third prize says how third place is decided for the players checked in', () => {
  const thirdRule = (total_checkin: number, third_place: 'match' | 'shared' = 'match') => {
    const { unmount } = card(
      makeTournament({ status: 2, tourn_type: 'Credits', third_prize: 1000, total_checkin, third_place }),
    );
    const text = screen.getByText('3rd Prize').nextElementSibling?.textContent;
    unmount();
    return text;
  };

  it("'Third-place match' only when two semi-finals leave two losers to play it", () => {
    // 4: two semi-finals; 8: 4, 2; 12: 6, 3 (one semi-final and a bye), 2; 16: 8, 4, 2.
    expect(thirdRule(4)).toBe('1,000 CreditsThird-place match');
    expect(thirdRule(8)).toBe('1,000 CreditsThird-place match');
    expect(thirdRule(12)).toBe('1,000 CreditsGoes to the lone semi-final loser');
    expect(thirdRule(16)).toBe('1,000 CreditsThird-place match');
    expect(thirdRule(10)).toBe('1,000 CreditsGoes to the lone semi-final loser');
  });

  it("the shared rule likewise: one semi-final's loser has nobody to share with", () => {
    expect(thirdRule(16, 'shared')).toBe('1,000 CreditsShared by the semi-final losers');
    expect(thirdRule(12, 'shared')).toBe('1,000 CreditsGoes to the lone semi-final loser');
  });

  it('no rule while too few have checked in for any semi-final', () => {
    expect(thirdRule(2)).toBe('1,000 Credits');
  });

  it('no rule on an open card below the minimum to start, which says how many it needs instead', () => {
    card(makeTournament({ status: 1, tourn_type: 'Credits', third_prize: 1000, total_checkin: 3 }));
    expect(screen.getByText('3rd Prize').nextElementSibling?.textContent).toBe('1,000 Credits');
    expect(screen.getByText(/Needs at least 10/)).toBeTruthy();
  });
});
