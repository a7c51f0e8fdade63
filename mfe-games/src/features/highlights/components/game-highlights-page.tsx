import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { gameVideosQueryOptions } from '@portal/shared/api';
import { errorText } from '../lib/error-text';
import { Link, useSearchParams } from '@portal/shared/router';
import type { Video } from '@portal/contracts';
import { EmptyState, ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { VideoCard } from './video-card';
import { VideoModal } from './video-modal';
import './highlights.css';

/** /game-highlights?gameId=&gameName=: the game's video grid and the video player popup. */
export function GameHighlightsPage() {
  const [params] = useSearchParams();
  const gameId = Number(params.get('gameId'));
  const gameName = params.get('gameName')?.trim() ?? '';
  const t = useT();
  const title = gameName
    ? t('games.highlights.gameTitle', { game: gameName })
    : t('games.highlights.gameTitleDefault');
  const valid = Number.isInteger(gameId) && gameId > 0;
  return (
    <section className="hl-page">
      <PageHeading title={title}>
        <Link to="/highlights" className="hl-back">
          {t('games.highlights.all')}
        </Link>
      </PageHeading>
      {valid ? <GameVideos gameId={gameId} /> : <ErrorMessage message={t('games.highlights.noGameId')} />}
    </section>
  );
}

function GameVideos({ gameId }: { gameId: number }) {
  const [playing, setPlaying] = useState<Video | null>(null);
  const { data, isPending, isError, error, refetch } = useQuery(gameVideosQueryOptions({ gameId }));
  const videos = Array.isArray(data?.data) ? data.data : [];
  const t = useT();
  return (
    <>
      {isPending && <Loading minHeight={200} />}
      {isError && (
        <ErrorMessage
          message={errorText(error, t('games.highlights.videosFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {data && videos.length === 0 && <EmptyState message={t('games.highlights.noVideos')} />}
      {videos.length > 0 && (
        <ul className="hl-grid">
          {videos.map((v) => (
            <VideoCard key={v.id} video={v} onPlay={setPlaying} />
          ))}
        </ul>
      )}
      <VideoModal video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
