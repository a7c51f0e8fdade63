import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Link } from '@portal/shared/router';
import { renderWithProviders } from '@portal/shared/testing';
import { leavingAsks } from '../../../testing/globals';
import { useLeaveWarning } from './use-leave-warning';

const QUESTION = 'Leave this level? It counts as played today: you can play it again tomorrow.';

function LevelPage({ active }: { active: boolean }) {
  useLeaveWarning(active, QUESTION);
  return (
    <>
      <p>Level in play</p>
      <Link to="/">Homepage</Link>
      <Link to="/aim-train">Aim Train</Link>
    </>
  );
}

const open = (active: boolean) =>
  renderWithProviders(<LevelPage active={active} />, {
    route: '/aim-train',
    path: '/aim-train',
    extraRoutes: { '/': <p>Home page</p> },
  });

let confirm: jest.Mock<(question?: string) => boolean>;
beforeEach(() => {
  // The shell's router keeps the address bar in step with the page.
  window.history.replaceState(null, '', '/aim-train');
  confirm = jest.fn<(question?: string) => boolean>();
  jest.spyOn(window, 'confirm').mockImplementation(confirm);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('useLeaveWarning', () => {
  it('asks before a link inside the portal leaves a level in play; staying keeps the page', () => {
    confirm.mockReturnValue(false);
    open(true);
    fireEvent.click(screen.getByRole('link', { name: 'Homepage' }));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(screen.getByText('Level in play')).toBeInTheDocument();
    expect(leavingAsks()).toBe(true);
  });

  it('leaves when the subscriber says so', () => {
    confirm.mockReturnValue(true);
    open(true);
    fireEvent.click(screen.getByRole('link', { name: 'Homepage' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('asks nothing for a link to the page itself', () => {
    open(true);
    fireEvent.click(screen.getByRole('link', { name: 'Aim Train' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Level in play')).toBeInTheDocument();
  });

  it('asks nothing when no level is in play', () => {
    open(false);
    fireEvent.click(screen.getByRole('link', { name: 'Homepage' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(leavingAsks()).toBe(false);
  });
});
