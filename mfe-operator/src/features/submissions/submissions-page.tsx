import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { can } from '../../lib/roles';
import { Empty, QueryView } from '../../ui/query-view';
import { useStaffSession } from '../session/use-staff-session';
import { submissionsQuery, useReview, type Review, type Submission, type SubmissionFilters } from './api';
import { ReviewPanel } from './review-panel';
import { SubmissionCard } from './submission-card';
import { SubmissionFiltersBar, type GameOption } from './submission-filters';
import { useReviewKeys } from './use-review-keys';

function gamesIn(items: Submission[] | undefined): GameOption[] {
  const games = new Map<number, string>();
  for (const item of items ?? []) if (item.game) games.set(item.game.id, item.game.name);
  return [...games].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Sends a verdict and keeps what it did, in the api's words ('Approved; 20 credits added.'), for the
 * page's status line: the card itself leaves the queue once reviewed.
 */
function useVerdict(review: ReturnType<typeof useReview>, onSuccess: () => void) {
  const [done, setDone] = useState('');
  const send = useCallback(
    (verdict: Review) => {
      setDone('');
      review.mutate(verdict, {
        onSuccess: (answer) => {
          setDone(answer.message ?? (verdict.reason === undefined ? 'Approved.' : 'Rejected.'));
          onSuccess();
        },
      });
    },
    [review, onSuccess],
  );
  return { done, send };
}

export function SubmissionsPage() {
  const role = useStaffSession().data?.staff.role;
  const reviewer = can(role, 'review-submissions');
  const [filters, setFilters] = useState<SubmissionFilters>({ status: 'Submitted', kind: '', gameId: '' });
  const list = useQuery(submissionsQuery(filters));
  // The game filter's options: every game with entries in this status and kind.
  const allGames = useQuery(submissionsQuery({ ...filters, gameId: '' }));
  const games = useMemo(() => gamesIn(allGames.data), [allGames.data]);
  const [selected, setSelected] = useState(0);
  const [rejecting, setRejecting] = useState(false);
  const review = useReview();
  const { done, send } = useVerdict(review, () => setRejecting(false));
  const items = list.data ?? [];
  const current: Submission | undefined = items[Math.min(selected, items.length - 1)];
  const waiting = current?.status === 'Submitted' && reviewer;

  const keys = useMemo(
    () => ({
      next: () => setSelected((i) => Math.min(i + 1, Math.max(0, items.length - 1))),
      previous: () => setSelected((i) => Math.max(0, i - 1)),
      approve: waiting && current ? () => send({ item: current }) : undefined,
      reject: waiting ? () => setRejecting(true) : undefined,
    }),
    [items.length, waiting, current, send],
  );
  useReviewKeys(keys, !rejecting && !review.isPending);

  const changeFilters = (next: SubmissionFilters) => {
    setFilters(next);
    setSelected(0);
    setRejecting(false);
  };

  return (
    <>
      <h1>Submissions</h1>
      <SubmissionFiltersBar filters={filters} games={games} onChange={changeFilters} />
      {reviewer && (
        <p className="op-muted op-hint">
          Keys: <kbd>J</kbd>/<kbd>K</kbd> next and previous, <kbd>A</kbd> approve, <kbd>R</kbd> reject.
        </p>
      )}
      {review.error && (
        <p role="alert" className="op-alert">
          {review.error.message}
        </p>
      )}
      {done && !review.error && <p role="status">{done}</p>}
      <QueryView query={list}>
        {(data) =>
          data.length === 0 ? (
            <Empty>No submissions here.</Empty>
          ) : (
            <div className="op-review">
              <div className="op-review__list">
                {data.map((item, i) => (
                  <SubmissionCard
                    key={`${item.kind}-${item.id}`}
                    item={item}
                    selected={item === current}
                    onSelect={() => {
                      setSelected(i);
                      setRejecting(false);
                    }}
                  />
                ))}
              </div>
              {current && waiting && (
                <ReviewPanel
                  current={current}
                  send={send}
                  pending={review.isPending}
                  rejecting={rejecting}
                  setRejecting={setRejecting}
                />
              )}
            </div>
          )
        }
      </QueryView>
    </>
  );
}
