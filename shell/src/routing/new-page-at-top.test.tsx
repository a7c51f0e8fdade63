import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from '@portal/shared/router';
import { NewPageAtTop } from './new-page-at-top';

const jsdomScrollTo = window.scrollTo;
let scrollTo: jest.Mock;
beforeEach(() => {
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as never;
});
afterEach(() => {
  window.scrollTo = jsdomScrollTo;
});

let go: ReturnType<typeof useNavigate>;
function Menu() {
  go = useNavigate();
  return (
    <>
      <Link to="/leaderboard">Leaderboard</Link>
      <Link to="/rewards?tab=mine">My redemptions</Link>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NewPageAtTop />
      <Menu />
    </MemoryRouter>,
  );

describe('NewPageAtTop', () => {
  it('leaves the first page where the browser put it', () => {
    renderAt('/rewards');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page reached by a link at its top', async () => {
    renderAt('/rewards');
    await userEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position when only the query changes', async () => {
    renderAt('/rewards');
    await userEvent.click(screen.getByRole('link', { name: 'My redemptions' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves Back to the browser, which restores the position', async () => {
    renderAt('/rewards');
    await userEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
    scrollTo.mockClear();
    await act(async () => {
      await go(-1);
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
