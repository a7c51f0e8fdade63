import { useQuery } from '@portal/shared/query';
import { highlightGamesQueryOptions } from '@portal/shared/api';
import { errorText } from '../lib/error-text';
import { Link } from '@portal/shared/router';
import { EmptyState, ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { gameHighlightsPath } from '../lib/youtube';
import { GameCover } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import './highlights.css';

/** /highlights: one card per game with highlight videos, each opening /game-highlights. */
export function HighlightsPage() {
  const { data, isPending, isError, error, refetch } = useQuery(highlightGamesQueryOptions());
  const games = data?.data ?? [];
  const t = useT();
  return (
    <section className="hl-page">
      <PageHeading title={t('games.highlights.title')} />
      {isPending && <Loading minHeight={200} />}
      {isError && (
        <ErrorMessage
          message={errorText(error, t('games.highlights.gamesFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {data && games.length === 0 && <EmptyState message={t('games.highlights.noGames')} />}
      {games.length > 0 && (
        <ul className="hl-grid">
          {games.map((g) => (
            <li key={g.id} className="hl-game pz-card">
              <Link to={gameHighlightsPath(g.gameId, g.game)} className="hl-game__link">
                <span className="hl-thumb">
                  <GameCover game={g.game} className="hl-cover" />
                  <span className="hl-play" aria-hidden="true" />
                </span>
                <span className="hl-game__name">{g.game}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
