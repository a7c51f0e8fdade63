import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RemoteSlot } from './remote-slot';

const loadRemoteModule = jest.fn<(remote: string, module: string) => Promise<unknown>>();
jest.mock('./remote-registry', () => ({
  loadRemoteModule: (remote: string, module: string) => loadRemoteModule(remote, module),
}));

function Page({ label }: { label: string }) {
  return <h1>{label}</h1>;
}

beforeEach(() => {
  loadRemoteModule.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

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
      <RemoteSlot remote="rewards" module="LeaderboardPage" title="Leaderboard" props={{ label: 'Board' }} />,
    );
    const panel = await screen.findByTestId('remote-error-panel');
    expect(panel).toHaveTextContent('Leaderboard');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('renders nothing for a quiet slot whose remote is down', async () => {
    loadRemoteModule.mockRejectedValue(new Error('offline'));
    const { container } = render(<RemoteSlot remote="tasks" module="GameSelector" title="Select" quiet />);
    await waitFor(() => expect(loadRemoteModule).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
