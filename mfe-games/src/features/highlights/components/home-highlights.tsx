import { useQuery } from '@portal/shared/query';
import { highlightGamesQueryOptions, highlightsQueryOptions } from '@portal/shared/api';
import { errorText } from '../lib/error-text';
import { Link } from '@portal/shared/router';
import { EmptyState, ErrorMessage, Loading } from '@portal/shared/ui';
import { gameHighlightsPath } from '../lib/youtube';
import { GameCover } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useVideoTitle } from '../lib/video-title';
import './highlights.css';

/** Home 'Highlights': the highlight videos as links with a play overlay to their game's videos. */
export function HomeHighlights() {
  const videos = useQuery(highlightsQueryOptions());
  const games = useQuery(highlightGamesQueryOptions());
  const gameIds = new Map((games.data?.data ?? []).map((g) => [g.game.toLowerCase(), g.gameId]));
  const list = Array.isArray(videos.data?.data) ? videos.data.data : [];
  const t = useT();
  const titleOf = useVideoTitle();
  return (
    <section className="pz-home-block hl-home" aria-labelledby="home-home-highlights">
      <div className="hl-home__head">
        <h2 id="home-home-highlights">{t('games.highlights.title')}</h2>
        <Link to="/highlights">{t('games.highlights.viewAll')}</Link>
      </div>
      {videos.isPending && <Loading minHeight={180} />}
      {videos.isError && <ErrorMessage message={errorText(videos.error, t('games.highlights.homeFailed'))} />}
      {videos.data && list.length === 0 && <EmptyState message={t('games.highlights.noHighlights')} />}
      {list.length > 0 && (
        <ul className="hl-row">
          {list.map((v) => {
            const gameId = gameIds.get(v.game.toLowerCase());
            return (
              <li key={v.id} className="hl-video">
                <Link
                  to={gameId ? gameHighlightsPath(gameId, v.game) : '/highlights'}
                  className="hl-video__button"
                >
                  <span className="hl-thumb">
                    <GameCover src={v.thumbnail} game={v.game} className="hl-cover" />
                    <span className="hl-play" aria-hidden="true" />
                  </span>
                  <span className="hl-video__title">{titleOf(v)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
