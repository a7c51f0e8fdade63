import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { clicksToUpright, createPuzzle, type Rotation } from '@portal/game-rules/puzzle';
import { apiClient, gameChallengesQueryKey } from '@portal/shared/api';
import { Link } from '@portal/shared/router';
import { gameImmersiveAtom, portalStore } from '@portal/shared/session';
import { failedRequest, renderWithProviders } from '@portal/shared/testing';
import { LevelList, levelListAnswer } from '../../../testing/level-list';
import { PUZZLE_IMAGES } from '../images';
import { PuzzleGame } from './puzzle-game';
import { PuzzleManiaPage } from './puzzle-mania-page';

const session = {
  game_unique_id: 'puzzle-mania',
  game_name: 'Puzzle Mania',
  game_level: 1,
  level_credits: 10,
};
const SEED = 42;
// The api client's post, as the page calls it.
const post = jest.fn<(url: string, body?: unknown) => Promise<unknown>>();

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (url: string, body?: unknown) => {
    if (url.startsWith('/v1/esl-games')) return { data: { success: true, data: { sessionId: 's-1' } } };
    if (url === '/v1/game-levels/start')
      return { data: { success: true, message: 'Game started', data: { seed: 777 } } };
    const passed = (body as { is_passed?: string }).is_passed === '1';
    return {
      data: {
        success: true,
        message: passed ? 'Level 1 completed! 10 credits added.' : 'Level 1 failed!',
        data: { credited: passed ? 10 : 0, passed },
      },
    };
  });
  jest.spyOn(apiClient, 'post').mockImplementation(post);
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { eslgames: [] } } });
});

afterEach(async () => {
  jest.useRealTimers();
  // Unmount first: leaving the page closes the ESL session through the mocked client.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  jest.restoreAllMocks();
});

function renderGame(level: 1 | 2 | 3 = 1) {
  return renderWithProviders(
    <PuzzleGame session={{ ...session, game_level: level }} level={level} seed={() => SEED} />,
    {
      route: '/puzzle-mania',
      path: '/puzzle-mania',
      extraRoutes: { '/daily-gaming-tasks': <p>Gaming tasks page</p> },
    },
  );
}

const tiles = () => within(screen.getByRole('group', { name: 'Puzzle tiles' })).getAllByRole('button');
const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

function solve() {
  for (const tile of tiles()) {
    const turns = clicksToUpright(Number(tile.getAttribute('data-rotation')) as Rotation);
    for (let i = 0; i < turns; i += 1) fireEvent.click(tile);
  }
}

describe('PuzzleManiaPage', () => {
  it('returns to /daily-gaming-tasks without routing state or with an unknown level', async () => {
    const { unmount } = renderWithProviders(<PuzzleManiaPage />, {
      route: '/puzzle-mania',
      path: '/puzzle-mania',
      extraRoutes: { '/daily-gaming-tasks': <p>Gaming tasks page</p> },
    });
    expect(await screen.findByText('Gaming tasks page')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PuzzleManiaPage />, {
      route: '/puzzle-mania',
      path: '/puzzle-mania',
      state: { ...session, game_level: 4 },
      extraRoutes: { '/daily-gaming-tasks': <p>Gaming tasks page</p> },
    });
    expect(await screen.findByText('Gaming tasks page')).toBeInTheDocument();
  });

  it('opens with the level from the routing state: only that level button, its grid, its allowed moves', () => {
    renderWithProviders(<PuzzleManiaPage />, {
      route: '/puzzle-mania',
      path: '/puzzle-mania',
      state: { ...session, game_level: 2 },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Puzzle Mania' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Medium (4x4)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Easy|Hard/ })).not.toBeInTheDocument();
    expect(tiles()).toHaveLength(16);
  });

  it('shows Moves, Time (sec) and Allowed Moves; a click turns the tile a quarter clockwise', () => {
    renderGame();
    const board = createPuzzle(1, SEED);
    expect(stat('Moves')).toBe('0');
    expect(stat('Time (sec)')).toBe('0');
    expect(stat('Allowed Moves')).toBe(String(board.allowedMoves));
    const first = tiles()[0] as HTMLElement;
    const before = Number(first.getAttribute('data-rotation'));
    fireEvent.click(first);
    expect(first).toHaveAttribute('data-rotation', String((before + 1) % 4));
    expect(first.style.transform).toBe(`rotate(${((before + 1) % 4) * 90}deg)`);
    expect(stat('Moves')).toBe('1');
  });

  it("asks the shell's chrome to step aside while the board is in play, and gives it back when it is over", async () => {
    const { unmount } = renderGame();
    // Before the first click too: on a phone held sideways the whole board is in view from the start.
    expect(portalStore.get(gameImmersiveAtom)).toBe(true);
    fireEvent.click(tiles()[0] as HTMLElement);
    expect(portalStore.get(gameImmersiveAtom)).toBe(true);
    solve();
    expect(
      await screen.findByRole('dialog', { name: 'Level 1 completed! 10 credits added.' }),
    ).toBeInTheDocument();
    expect(portalStore.get(gameImmersiveAtom)).toBe(false);
    // Play Again draws a new board: in play again.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset Puzzle' }));
    });
    expect(portalStore.get(gameImmersiveAtom)).toBe(true);
    unmount();
    expect(portalStore.get(gameImmersiveAtom)).toBe(false);
  });

  it('starts the timer on the first click only', () => {
    jest.useFakeTimers();
    renderGame();
    act(() => jest.advanceTimersByTime(3000));
    expect(stat('Time (sec)')).toBe('0');
    fireEvent.click(tiles()[0] as HTMLElement);
    act(() => jest.advanceTimersByTime(2000));
    expect(stat('Time (sec)')).toBe('2');
  });

  it('solved: success banner, a passed level result and the server message in the popup', async () => {
    renderGame();
    solve();
    expect(document.querySelector('.puzzle-banner--success')).toHaveTextContent(
      /^Congratulations! You solved the puzzle in \d+ moves and \d+ seconds\.$/,
    );
    expect(
      await screen.findByRole('dialog', { name: 'Level 1 completed! 10 credits added.' }),
    ).toBeInTheDocument();
    // The pass carries the tile ids clicked, in order, for the api to replay on the issued board.
    const moves = createPuzzle(1, SEED).tiles.flatMap((t) =>
      Array<number>(clicksToUpright(t.rotation)).fill(t.id),
    );
    expect(post).toHaveBeenCalledWith('/v1/game-levels/result', { ...session, is_passed: '1', moves });
    expect(tiles().every((t) => (t as HTMLButtonElement).disabled)).toBe(true);
  });

  it('after a recorded pass the level list shows the level CLAIMED, not the Play Now it showed before', async () => {
    const puzzleList = { id: 6, name: 'Puzzle Mania', uniqueId: 'puzzle-mania' };
    const recorded = post.getMockImplementation();
    post.mockImplementation(async (url: string, body?: unknown) =>
      url === '/v1/challenges/game/all' ? { data: levelListAnswer(puzzleList, true) } : recorded?.(url, body),
    );
    const { queryClient } = renderWithProviders(
      <PuzzleGame session={session} level={1} seed={() => SEED} />,
      {
        route: '/puzzle-mania',
        path: '/puzzle-mania',
        extraRoutes: {
          '/daily-gaming-tasks': <Link to="/game-challenges">Puzzle Mania levels</Link>,
          '/game-challenges': <LevelList gameId={puzzleList.id} />,
        },
      },
    );
    // The level list as the subscriber saw it before pressing Play Now (fresh for 30 s).
    queryClient.setQueryData(
      gameChallengesQueryKey({ id: puzzleList.id }),
      levelListAnswer(puzzleList, false),
    );
    solve();
    expect(
      await screen.findByRole('dialog', { name: 'Level 1 completed! 10 credits added.' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Gaming Tasks' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Puzzle Mania levels' }));
    expect(await screen.findByText('Level 1: CLAIMED')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Now' })).not.toBeInTheDocument();
  });

  it("shows 'Puzzle completed!' when the level result call fails on a pass", async () => {
    post.mockImplementation(async (url: string) => {
      if (url.startsWith('/v1/esl-games')) return { data: { success: true, data: { sessionId: 's-1' } } };
      throw failedRequest(500, { success: false, message: 'Database down' });
    });
    renderGame();
    solve();
    expect(await screen.findByRole('dialog', { name: 'Puzzle completed!' })).toBeInTheDocument();
  });

  it("failed once the moves pass the limit: failure banner, is_passed '0', 'Try again!' when the call fails", async () => {
    post.mockImplementation(async (url: string) => {
      if (url.startsWith('/v1/esl-games')) return { data: { success: true, data: { sessionId: 's-1' } } };
      throw failedRequest(500, { success: false, message: 'Database down' });
    });
    renderGame();
    const allowed = createPuzzle(1, SEED).allowedMoves;
    // Turning one tile four times never solves anything: after allowed + 1 clicks the board fails.
    const upright = tiles().find((t) => t.getAttribute('data-rotation') === '0') as HTMLElement;
    for (let i = 0; i < allowed; i += 1) fireEvent.click(upright);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(upright);
    expect(document.querySelector('.puzzle-banner--failure')).toHaveTextContent(
      `Out of moves! The puzzle had to be solved within ${allowed} moves.`,
    );
    expect(await screen.findByRole('dialog', { name: 'Try again!' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/v1/game-levels/result', { ...session, is_passed: '0' });
  });

  it('Reset Puzzle asks the api for a new board: counters cleared, another image', async () => {
    jest.useFakeTimers();
    renderGame();
    const image = (screen.getByRole('img', { name: /Reference image/ }) as HTMLImageElement).getAttribute(
      'src',
    );
    fireEvent.click(tiles()[0] as HTMLElement);
    act(() => jest.advanceTimersByTime(2000));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset Puzzle' }));
    });
    expect(post).toHaveBeenCalledWith('/v1/game-levels/start', { ...session });
    expect(stat('Moves')).toBe('0');
    expect(stat('Time (sec)')).toBe('0');
    const next = (screen.getByRole('img', { name: /Reference image/ }) as HTMLImageElement).getAttribute(
      'src',
    );
    expect(next).not.toBe(image);
    expect(PUZZLE_IMAGES).toContain(next);
  });

  it('has 30 images', () => {
    expect(new Set(PUZZLE_IMAGES).size).toBe(30);
  });
});
