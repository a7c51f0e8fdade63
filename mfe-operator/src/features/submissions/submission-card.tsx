import { formatCredits } from '@portal/shared/lib';
import { Link } from '@portal/shared/router';
import { ENTRY_KIND_WORDS, ENTRY_WORDS, wordOf } from '../../lib/status-words';
import { formatDateTime, localNumber } from '../../ui/format';
import { Status } from '../../ui/status';
import type { Submission } from './api';

/** One screenshot with what a reviewer needs beside it. */
export function SubmissionCard({
  item,
  selected,
  onSelect,
}: {
  item: Submission;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <article
      className={selected ? 'op-card op-submission op-submission--selected' : 'op-card op-submission'}
      aria-current={selected ? 'true' : undefined}
      aria-label={`${item.challenge.name} by ${localNumber(item.subscriber.phone)}`}
      onClick={onSelect}
    >
      {item.image ? (
        <a href={item.image} target="_blank" rel="noreferrer" className="op-submission__image">
          <img src={item.image} alt={`Screenshot for ${item.challenge.name}`} loading="lazy" />
        </a>
      ) : (
        <div className="op-submission__image op-muted">No image</div>
      )}
      <dl className="op-submission__facts">
        <dt>Subscriber</dt>
        <dd>
          <Link to={`/operator/subscribers/${item.subscriber.id}`}>{localNumber(item.subscriber.phone)}</Link>
        </dd>
        <dt>{wordOf(ENTRY_KIND_WORDS, item.kind).label}</dt>
        <dd>{item.challenge.name}</dd>
        <dt>Game</dt>
        <dd>{item.game?.name ?? '–'}</dd>
        <dt>Prize</dt>
        <dd>{formatCredits(item.prize)} credits</dd>
        <dt>Sent</dt>
        <dd>{formatDateTime(item.createdAt)}</dd>
        <dt>Status</dt>
        <dd>
          <Status word={wordOf(ENTRY_WORDS, item.status)} />
          {item.reason ? ` – ${item.reason}` : ''}
        </dd>
      </dl>
    </article>
  );
}
