import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BrowserRouter, Link, Route, Routes, useLocation } from '@portal/shared/router';
import { leavingAsks } from '../../../testing/globals';
import { LeaveLevelDialog } from '../components/leave-level-dialog';
import { useLeaveWarning } from './use-leave-warning';

// Whether the level page opens in play (a page opened again after its level was left does not).
let opensInPlay = true;

/** A level page: in play until Finish, as Aim Train is from its begin until the result. */
function LevelPage() {
  const [active, setActive] = useState(opensInPlay);
  const question = useLeaveWarning(active);
  const { state } = useLocation();
  return (
    <>
      <p>{active ? 'Level in play' : 'Level over'}</p>
      <p>Routing state: {JSON.stringify(state)}</p>
      <button type="button" onClick={() => setActive(false)}>
        Finish
      </button>
      <Link to="/">Homepage</Link>
      <Link to="/aim-train" state={state}>
        Aim Train
      </Link>
      {/* As the result popup's Close: the gaming tasks in place of the level page. */}
      <Link to="/daily-gaming-tasks" replace>
        Close
      </Link>
      <LeaveLevelDialog question={question} />
    </>
  );
}

/** The portal's router on the window's history: a level list, then the level opened from it. */
const open = (inPlay: boolean) => {
  opensInPlay = inPlay;
  window.history.replaceState({ usr: null, key: 'levels', idx: 0 }, '', '/game-challenges');
  window.history.pushState({ usr: { level: 2 }, key: 'level', idx: 1 }, '', '/aim-train');
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/aim-train" element={<LevelPage />} />
        <Route path="/game-challenges" element={<p>Level list page</p>} />
        <Route path="/daily-gaming-tasks" element={<p>Gaming tasks page</p>} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </BrowserRouter>,
  );
};

/** The browser's Back or Forward button: the history moves, then the page has taken the popstate. */
async function press(button: 'back' | 'forward') {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history[button]();
    await moved;
  });
}

const homepage = () => userEvent.click(screen.getByRole('link', { name: 'Homepage' }));
const question = () => screen.queryByRole('dialog', { name: 'Leave this level?' });
const levelInPlay = () => {
  expect(screen.getByText('Level in play')).toBeInTheDocument();
  expect(screen.getByText('Routing state: {"level":2}')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/aim-train');
};

beforeEach(() => {
  // The portal asks in its own dialog, never in the browser's box.
  jest.spyOn(window, 'confirm').mockImplementation(() => {
    throw new Error('window.confirm was called');
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('useLeaveWarning: links', () => {
  it('asks in the portal before a link leaves a level in play; Keep playing keeps the page', async () => {
    open(true);
    await homepage();
    expect(question()).toHaveTextContent('It counts as played today: you can play it again tomorrow.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(question()).not.toBeInTheDocument();
    levelInPlay();
    expect(leavingAsks()).toBe(true);
  });

  it('follows the link on Leave; Back from there comes to the level page, and once more to the page before', async () => {
    open(true);
    await homepage();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // As without the question: one Back to the level page (its level over), one more to the page before.
    opensInPlay = false;
    await press('back');
    expect(screen.getByText('Level over')).toBeInTheDocument();
    await press('back');
    expect(screen.getByText('Level list page')).toBeInTheDocument();
  });

  it('asks nothing for a link to the page itself', async () => {
    open(true);
    await userEvent.click(screen.getByRole('link', { name: 'Aim Train' }));
    expect(question()).not.toBeInTheDocument();
    levelInPlay();
  });

  it('asks nothing when no level is in play', async () => {
    open(false);
    await homepage();
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(leavingAsks()).toBe(false);
  });
});

describe('useLeaveWarning: the browser Back', () => {
  it('asks on Back in a level in play; Keep playing keeps the level, and the next Back asks again', async () => {
    open(true);
    await press('back');
    expect(question()).toHaveTextContent('It counts as played today: you can play it again tomorrow.');
    levelInPlay();
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(question()).not.toBeInTheDocument();
    levelInPlay();
    await press('back');
    expect(question()).toBeInTheDocument();
    levelInPlay();
  });

  it('leaves a fullscreen game while Back asks, so the question is seen; Keep playing goes back into it', async () => {
    const stage = document.createElement('div');
    let shown: Element | null = stage;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => shown });
    Object.defineProperty(document, 'exitFullscreen', {
      configurable: true,
      value: async () => void (shown = null),
    });
    stage.requestFullscreen = async () => void (shown = stage);
    try {
      open(true);
      await press('back');
      expect(question()).toBeInTheDocument();
      expect(document.fullscreenElement).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
      expect(document.fullscreenElement).toBe(stage);
    } finally {
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
    }
  });

  it('goes back to the page before on Leave', async () => {
    open(true);
    await press('back');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Level list page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/game-challenges');
    expect(question()).not.toBeInTheDocument();
  });

  it('a second Back while the question is open is held too: the level stays until an answer', async () => {
    open(true);
    await press('back');
    await press('back');
    expect(question()).toBeInTheDocument();
    levelInPlay();
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    levelInPlay();
    await press('back');
    await press('back');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Level list page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/game-challenges');
  });

  it('once the level is over, one Back goes to the page before, without asking', async () => {
    open(true);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    // The page steps off its guard on its own; nothing on screen moves.
    await waitFor(() => expect(window.history.state).not.toHaveProperty('levelGuard'));
    expect(screen.getByText('Level over')).toBeInTheDocument();
    await press('back');
    expect(screen.getByText('Level list page')).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it('a finished level closed to the gaming tasks: Forward there does not open the level again', async () => {
    open(true);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(window.history.state).not.toHaveProperty('levelGuard'));
    await userEvent.click(screen.getByRole('link', { name: 'Close' }));
    expect(screen.getByText('Gaming tasks page')).toBeInTheDocument();
    // The entry the level stepped off lies ahead: the level page opened there steps back at once.
    opensInPlay = false;
    await press('forward');
    await waitFor(() => expect(screen.getByText('Gaming tasks page')).toBeInTheDocument());
    expect(window.location.pathname).toBe('/daily-gaming-tasks');
    await press('back');
    expect(screen.getByText('Level list page')).toBeInTheDocument();
  });

  it('goes straight back when no level is in play', async () => {
    open(false);
    await press('back');
    expect(screen.getByText('Level list page')).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });
});
