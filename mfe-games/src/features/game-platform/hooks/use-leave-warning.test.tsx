import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Link } from '@portal/shared/router';
import { renderWithProviders } from '@portal/shared/testing';
import { leavingAsks } from '../../../testing/globals';
import { LeaveLevelDialog } from '../components/leave-level-dialog';
import { useLeaveWarning } from './use-leave-warning';

function LevelPage({ active }: { active: boolean }) {
  const question = useLeaveWarning(active);
  return (
    <>
      <p>Level in play</p>
      <Link to="/">Homepage</Link>
      <Link to="/aim-train">Aim Train</Link>
      <LeaveLevelDialog question={question} />
    </>
  );
}

const open = (active: boolean) =>
  renderWithProviders(<LevelPage active={active} />, {
    route: '/aim-train',
    path: '/aim-train',
    extraRoutes: { '/': <p>Home page</p> },
  });

const homepage = () => userEvent.click(screen.getByRole('link', { name: 'Homepage' }));

beforeEach(() => {
  // The shell's router keeps the address bar in step with the page.
  window.history.replaceState(null, '', '/aim-train');
  // The portal asks in its own dialog, never in the browser's box.
  jest.spyOn(window, 'confirm').mockImplementation(() => {
    throw new Error('window.confirm was called');
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('useLeaveWarning', () => {
  it('asks in the portal before a link leaves a level in play; Keep playing keeps the page', async () => {
    open(true);
    await homepage();
    const dialog = screen.getByRole('dialog', { name: 'Leave this level?' });
    expect(dialog).toHaveTextContent('It counts as played today: you can play it again tomorrow.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Level in play')).toBeInTheDocument();
    expect(leavingAsks()).toBe(true);
  });

  it('follows the link when the subscriber chooses Leave', async () => {
    open(true);
    await homepage();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('asks nothing for a link to the page itself', async () => {
    open(true);
    await userEvent.click(screen.getByRole('link', { name: 'Aim Train' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Level in play')).toBeInTheDocument();
  });

  it('asks nothing when no level is in play', async () => {
    open(false);
    await homepage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(leavingAsks()).toBe(false);
  });
});
