import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState, type QueryLike } from './query-state';

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  error: null,
  refetch: () => undefined,
  ...over,
});
const list = (data: string[]) => data.map((d) => <p key={d}>{d}</p>);

describe('QueryState', () => {
  it('shows the loading label while pending', () => {
    render(
      <QueryState query={query({ isPending: true })} loadingLabel="Loading rewards...">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading rewards...');
  });

  it("shows 'Error: {message}' with Retry, which fetches again", async () => {
    const refetch = jest.fn();
    render(
      <QueryState query={query({ error: new Error('Failed to load rewards'), refetch })}>{list}</QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to load rewards');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the screen's own message instead of the error's, bare when asked", () => {
    render(
      <QueryState query={query({ error: new Error('status 500') })} errorMessage="Error" prefixed={false}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^ErrorRetry$/);
  });

  it('shows the empty message for empty data, else the data', () => {
    const { rerender } = render(
      <QueryState query={query({ data: [] })} isEmpty={(d) => d.length === 0} empty="No rewards yet.">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No rewards yet.')).toBeInTheDocument();
    rerender(
      <QueryState
        query={query({ data: ['Headset'] })}
        isEmpty={(d) => d.length === 0}
        empty="No rewards yet."
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Headset')).toBeInTheDocument();
  });
});
