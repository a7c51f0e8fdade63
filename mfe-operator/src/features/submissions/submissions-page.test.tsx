import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, said, sessionOf } from '../../test/fake-operator-api';

const entry = (id: number, name: string) => ({
  kind: 'daily',
  id,
  image: `/uploads/${id}.png`,
  subscriber: { id: 10 + id, phone: `92300000000${id}` },
  challenge: { id, name },
  game: { id: 1, name: 'PUBG Mobile' },
  prize: 1500,
  status: 'Submitted',
  reason: null,
  createdAt: '2026-11-23T09:00:00Z',
  reviewedAt: null,
});

describe('submissions queue', () => {
  it('reviews from the keyboard: J moves on, A approves, R asks for the reason shown to the subscriber', async () => {
    const queue = [entry(1, 'Win a match'), entry(2, 'Get 5 kills'), entry(3, 'Top 10 finish')];
    const { calls } = fakeOperatorApi({
      'GET /session': () => sessionOf('moderator'),
      'GET /submissions': () => ok(queue),
      'POST /submissions/daily/2/approve': () => ok({ credited: 50 }),
      'POST /submissions/daily/3/reject': () => ok(null),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/submissions', path: '/operator/*' });
    const user = userEvent.setup();
    expect(await screen.findByRole('article', { name: 'Win a match by 03000000001' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('img', { name: 'Screenshot for Get 5 kills' })).toHaveAttribute(
      'src',
      '/uploads/2.png',
    );
    await user.keyboard('j');
    expect(screen.getByRole('article', { name: 'Get 5 kills by 03000000002' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('a');
    await waitFor(() => expect(calls.some((c) => c.path === '/submissions/daily/2/approve')).toBe(true));
    await user.keyboard('j');
    await user.keyboard('r');
    await user.type(screen.getByLabelText('Reason shown to the subscriber'), 'The screenshot is cropped');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/submissions/daily/3/reject')?.body).toEqual({
        reason: 'The screenshot is cropped',
      }),
    );
  });

  it('shows support staff the queue without review buttons, the prize grouped', async () => {
    fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /submissions': () => ok([entry(1, 'Win a match')]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/submissions', path: '/operator/*' });
    const card = await screen.findByRole('article', { name: 'Win a match by 03000000001' });
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    // The status as the filter names it, the kind as staff say it.
    expect(within(card).getByText('Waiting')).toBeInTheDocument();
    expect(within(card).getByText('Daily task')).toBeInTheDocument();
    expect(within(card).queryByText('Submitted')).toBeNull();
    expect(within(card).getByText('1,500 credits')).toBeInTheDocument();
  });
});

describe('submissions queue: the verdict', () => {
  it('says what approving and rejecting did, in the api words, as the card leaves the queue', async () => {
    let queue = [entry(1, 'Win a match'), entry(2, 'Get 5 kills')];
    fakeOperatorApi({
      'GET /session': () => sessionOf('moderator'),
      'GET /submissions': () => ok(queue),
      'POST /submissions/daily/1/approve': () => {
        queue = queue.filter((e) => e.id !== 1);
        return said('Approved; 1,500 credits added.', { credited: 1500 });
      },
      'POST /submissions/daily/2/reject': () => {
        queue = queue.filter((e) => e.id !== 2);
        return said('Rejected');
      },
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/submissions', path: '/operator/*' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve (A)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved; 1,500 credits added.');
    await screen.findByRole('article', { name: 'Get 5 kills by 03000000002' });
    await user.click(screen.getByRole('button', { name: 'Reject (R)' }));
    const reason = screen.getByLabelText('Reason shown to the subscriber');
    // The api's limit on a reason: the box stops there instead of the api refusing it.
    expect(reason).toHaveAttribute('maxLength', '500');
    await user.type(reason, 'Cropped');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Rejected'));
    expect(await screen.findByText('No submissions here.')).toBeInTheDocument();
  });

  it('sends one approval for a double click', async () => {
    const { calls } = fakeOperatorApi({
      'GET /session': () => sessionOf('moderator'),
      'GET /submissions': () => ok([entry(1, 'Win a match')]),
      'POST /submissions/daily/1/approve': () => said('Approved; 1,500 credits added.', { credited: 1500 }),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/submissions', path: '/operator/*' });
    const approve = await screen.findByRole('button', { name: 'Approve (A)' });
    fireEvent.click(approve);
    // Disabled at once: react-query reports isPending a tick later, after a double click's second click.
    expect(approve).toBeDisabled();
    fireEvent.click(approve);
    await screen.findByRole('status');
    expect(calls.filter((c) => c.path === '/submissions/daily/1/approve')).toHaveLength(1);
  });
});
