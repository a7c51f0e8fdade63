import type * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RemoteSlot } from './remote-slot';

const loadRemoteModule = jest.fn<(remote: string, module: string) => Promise<unknown>>();
// As the registry does: a module that loaded is the page's from then on.
const loaded = new Map<string, unknown>();
jest.mock('./remote-registry', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    loadRemoteModule(remote, module).then((value) => {
      loaded.set(`${remote}/${module}`, value);
      return value;
    }),
  loadedRemoteModule: (remote: string, module: string) => loaded.get(`${remote}/${module}`),
}));

// React's own startTransition, counted: a slot's module renders in a transition unless `atOnce`.
const startTransition = jest.fn<(scope: () => void) => void>();
jest.mock('react', () => {
  const react = jest.requireActual<typeof React>('react');
  return {
    ...react,
    startTransition: (scope: () => void) => {
      startTransition(scope);
      react.startTransition(scope);
    },
  };
});

function Page({ label }: { label: string }) {
  return <h1>{label}</h1>;
}

beforeEach(() => {
  loadRemoteModule.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

// A module loaded stays loaded: each test loads a module of its own.
describe('RemoteSlot', () => {
  it('renders the remote module with its props', async () => {
    loadRemoteModule.mockResolvedValue({ default: Page });
    render(
      <RemoteSlot remote="rewards" module="LeaderboardPage" title="Leaderboard" props={{ label: 'Board' }} />,
    );
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('rewards', 'LeaderboardPage');
  });

  it('shows the error panel when the remote cannot load, and Retry loads it again', async () => {
    loadRemoteModule.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
    render(
      <RemoteSlot remote="rewards" module="RedeemPage" title="Leaderboard" props={{ label: 'Board' }} />,
    );
    const panel = await screen.findByTestId('remote-error-panel');
    expect(panel).toHaveTextContent('Leaderboard');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('renders the module as soon as it has loaded, with no pause after its loading state', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    loadRemoteModule.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<RemoteSlot remote="rewards" module="RewardsPage" title="Rewards" props={{ label: 'Cards' }} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const arrived = performance.now();
    act(() => arrive({ default: Page }));
    // React reveals Suspense content no sooner than 300 ms after its fallback showed; a slot that
    // waited for that pause sent its page's reads 300 ms late.
    expect(await screen.findByRole('heading', { name: 'Cards' }, { timeout: 250 })).toBeInTheDocument();
    expect(performance.now() - arrived).toBeLessThan(250);
  });

  it('renders a module this page has already loaded at once, without a loading state', async () => {
    loadRemoteModule.mockResolvedValue({ default: Page });
    const first = render(
      <RemoteSlot remote="tasks" module="TasksPage" title="Tasks" props={{ label: 'First' }} />,
    );
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    first.unmount();
    render(<RemoteSlot remote="tasks" module="TasksPage" title="Tasks" props={{ label: 'Again' }} />);
    expect(screen.getByRole('heading', { name: 'Again' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['in a transition', false, 1],
    ['at once, as a popup', true, 0],
  ])('renders an arriving module %s', async (_how, atOnce, transitions) => {
    startTransition.mockClear();
    loadRemoteModule.mockResolvedValue({ default: Page });
    render(
      <RemoteSlot
        remote="tasks"
        module={`Popup-${String(atOnce)}`}
        title="Popup"
        quiet
        atOnce={atOnce}
        props={{ label: 'Check in' }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Check in' })).toBeInTheDocument();
    expect(startTransition).toHaveBeenCalledTimes(transitions);
  });

  it('shows the error panel for a module without a default export', async () => {
    loadRemoteModule.mockResolvedValue({ Page });
    render(<RemoteSlot remote="games" module="HighlightsPage" title="Highlights" />);
    expect(await screen.findByTestId('remote-error-panel')).toHaveTextContent('Highlights');
  });

  it('renders nothing for a quiet slot whose remote is down', async () => {
    loadRemoteModule.mockRejectedValue(new Error('offline'));
    const { container } = render(<RemoteSlot remote="tasks" module="GameSelector" title="Select" quiet />);
    await waitFor(() => expect(loadRemoteModule).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
