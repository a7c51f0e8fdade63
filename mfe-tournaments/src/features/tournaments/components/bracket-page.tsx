import { useQuery } from '@portal/shared/query';
import { Link, useParams } from '@portal/shared/router';
import { bracketQueryOptions } from '@portal/shared/api';
import type { BracketMatch, BracketRound } from '@portal/contracts';
import { ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { DECIDED, playerStateText } from '../lib/player-state';
import './bracket-page.css';

export const BRACKET_LOAD_FAILED = 'Failed to load the bracket';
export const NO_ROUNDS = 'The bracket is drawn an hour before the start.';

const ROOM: Record<BracketMatch['room'], string> = {
  waiting: 'Room not open yet',
  open: 'Room open',
  finished: 'Finished',
};

function MatchCard({ match: m }: { match: BracketMatch }) {
  const mine = m.players.some((p) => p.you);
  return (
    <li
      className={`bracket-match${mine ? ' bracket-match--mine' : ''}`}
      data-testid={`bracket-match-${m.id}`}
      aria-current={mine ? 'true' : undefined}
    >
      {m.kind === 'third-place' && <p className="bracket-match__tag">Third place</p>}
      <ul className="bracket-match__players">
        {m.players.map((p) => (
          <li
            key={p.seed}
            className={`bracket-match__player${m.winner === p.seed ? ' bracket-match__player--won' : ''}${p.you ? ' bracket-match__player--you' : ''}`}
          >
            <span className="bracket-match__seed">{p.seed}</span> {p.name}
            {p.you && <span className="bracket-match__you"> (you)</span>}
            {m.winner === p.seed && <span className="pz-visually-hidden"> (winner)</span>}
          </li>
        ))}
        {m.players.length === 1 && <li className="bracket-match__player bracket-match__player--bye">Bye</li>}
      </ul>
      <p className="bracket-match__meta">
        {m.time} · {ROOM[m.room]}
        {m.decided && ` · ${DECIDED[m.decided]}`}
      </p>
    </li>
  );
}

function RoundColumn({ round }: { round: BracketRound }) {
  return (
    <section className="bracket-round" aria-label={round.label}>
      <h2 className="bracket-round__title">{round.label}</h2>
      <ol className="bracket-round__matches">
        {round.matches.map((m) => (
          <MatchCard key={m.id} match={m} />
        ))}
      </ol>
    </section>
  );
}

/** /tournaments/:id/bracket: every round as a column (scrolls sideways on a phone), polled while open. */
export function BracketPage({ pollMs = 10_000 }: { pollMs?: number }) {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const bracket = useQuery({ ...bracketQueryOptions(valid ? id : 0, pollMs), enabled: valid });
  let body;
  if (!valid) body = <ErrorMessage prefixed={false} message="No tournament data available" />;
  else if (bracket.isPending) body = <Loading label="Loading bracket..." minHeight={300} />;
  else if (bracket.isError)
    body = (
      <ErrorMessage prefixed={false} message={bracket.error.message} onRetry={() => void bracket.refetch()} />
    );
  else {
    const b = bracket.data;
    const mine = playerStateText(b.me);
    body = (
      <>
        <p className="bracket-page__name">{b.name}</p>
        {mine && (
          <p className="bracket-page__me" role="status" data-testid="bracket-me">
            {mine}
          </p>
        )}
        {b.rounds.length === 0 ? (
          <p className="pz-muted">{NO_ROUNDS}</p>
        ) : (
          <div className="bracket-page__rounds" tabIndex={0} aria-label="Rounds">
            {b.rounds.map((r) => (
              <RoundColumn key={r.round} round={r} />
            ))}
          </div>
        )}
      </>
    );
  }
  return (
    <div className="bracket-page">
      <PageHeading title="Bracket" />
      {body}
      <p>
        <Link to="/tournaments">Back to tournaments</Link>
      </p>
    </div>
  );
}
