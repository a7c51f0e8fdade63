import { useQuery } from '@portal/shared/query';
import { Link, useParams } from '@portal/shared/router';
import { bracketQueryOptions } from '@portal/shared/api';
import type { Bracket, BracketMatch, BracketRound } from '@portal/contracts';
import { formatNumber, useLocalName } from '@portal/shared/i18n';
import { ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { useT, type Message } from '../../../i18n';
import { dateTimeText } from '../lib/format';
import { DECIDED, playerStateText } from '../lib/player-state';
import './bracket-page.css';

export const BRACKET_LOAD_FAILED = 'Failed to load the bracket';
export const NO_ROUNDS = 'The bracket is drawn an hour before the start.';

const ROOM: Record<BracketMatch['room'], Message> = {
  waiting: 'tournaments.bracket.roomWaiting',
  open: 'tournaments.bracket.roomOpen',
  finished: 'tournaments.bracket.roomFinished',
};

/** The api's round label ('Round 1', 'Semi-final', 'Final') in the active language. */
function useRoundLabel(): (label: string) => string {
  const t = useT();
  return (label) => {
    if (label === 'Final') return t('tournaments.bracket.final');
    if (label === 'Semi-final') return t('tournaments.bracket.semiFinal');
    const round = /^Round (\d+)$/.exec(label);
    return round ? t('tournaments.bracket.round', { round: formatNumber(Number(round[1])) }) : label;
  };
}

function MatchCard({ match: m }: { match: BracketMatch }) {
  const t = useT();
  const mine = m.players.some((p) => p.you);
  return (
    <li
      className={`bracket-match${mine ? ' bracket-match--mine' : ''}`}
      data-testid={`bracket-match-${m.id}`}
      aria-current={mine ? 'true' : undefined}
    >
      {m.kind === 'third-place' && (
        <p className="bracket-match__tag">{t('tournaments.bracket.thirdPlace')}</p>
      )}
      <ul className="bracket-match__players">
        {m.players.map((p) => (
          <li
            key={p.seed}
            className={`bracket-match__player${m.winner === p.seed ? ' bracket-match__player--won' : ''}${p.you ? ' bracket-match__player--you' : ''}`}
          >
            <span className="bracket-match__seed">{p.seed}</span> {p.name}
            {p.you && <span className="bracket-match__you"> {t('tournaments.bracket.you')}</span>}
            {m.winner === p.seed && (
              <span className="pz-visually-hidden"> {t('tournaments.bracket.winner')}</span>
            )}
          </li>
        ))}
        {m.players.length === 1 && (
          <li className="bracket-match__player bracket-match__player--bye">{t('tournaments.bracket.bye')}</li>
        )}
      </ul>
      <p className="bracket-match__meta">
        {dateTimeText(m.time)} · {t(ROOM[m.room])}
        {m.decided && ` · ${t(DECIDED[m.decided])}`}
      </p>
    </li>
  );
}

function RoundColumn({ round }: { round: BracketRound }) {
  const label = useRoundLabel()(round.label);
  return (
    <section className="bracket-round" aria-label={label}>
      <h2 className="bracket-round__title">{label}</h2>
      <ol className="bracket-round__matches">
        {round.matches.map((m) => (
          <MatchCard key={m.id} match={m} />
        ))}
      </ol>
    </section>
  );
}

/**
 * Why a bracket has no rounds: not drawn yet (an hour before the start), or the tournament is over
 * without one (cancelled for too few check-ins, cancelled by the organiser, or ended).
 */
function noRoundsText(b: Pick<Bracket, 'state' | 'status'>): Message {
  if (b.state === 'cancelled') return 'tournaments.card.cancelled';
  if (b.state === 'void') return 'tournaments.state.voided';
  if (b.state === 'no-champion') return 'tournaments.state.noChampion';
  return b.status > 2 ? 'tournaments.card.ended' : 'tournaments.bracket.noRounds';
}

/** /tournaments/:id/bracket: every round as a column (scrolls sideways on a phone), polled while open. */
export function BracketPage({ pollMs = 10_000 }: { pollMs?: number }) {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const bracket = useQuery({ ...bracketQueryOptions(valid ? id : 0, pollMs), enabled: valid });
  const t = useT();
  const nameOf = useLocalName();
  let body;
  if (!valid) body = <ErrorMessage prefixed={false} message={t('tournaments.register.noData')} />;
  else if (bracket.isPending) body = <Loading label={t('tournaments.bracket.loading')} minHeight={300} />;
  else if (bracket.isError)
    body = (
      <ErrorMessage prefixed={false} message={bracket.error.message} onRetry={() => void bracket.refetch()} />
    );
  else {
    const b = bracket.data;
    const mine = playerStateText(b.me);
    body = (
      <>
        <p className="bracket-page__name">{nameOf(b)}</p>
        {mine && (
          <p className="bracket-page__me" role="status" data-testid="bracket-me">
            {mine}
          </p>
        )}
        {b.rounds.length === 0 ? (
          <p className="pz-muted">{t(noRoundsText(b))}</p>
        ) : (
          <div className="bracket-page__rounds" tabIndex={0} aria-label={t('tournaments.bracket.rounds')}>
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
      <PageHeading title={t('tournaments.bracket.heading')} />
      {body}
      <p>
        <Link to="/tournaments">{t('tournaments.bracket.back')}</Link>
      </p>
    </div>
  );
}
