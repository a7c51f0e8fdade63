import type { Video } from '@portal/contracts';
import { GameCover } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useVideoTitle } from '../lib/video-title';

export interface VideoCardProps {
  video: Video;
  onPlay: (video: Video) => void;
}

/** A video's thumbnail with the play overlay and its title; pressing it opens the player. */
export function VideoCard({ video, onPlay }: VideoCardProps) {
  const t = useT();
  const titleOf = useVideoTitle();
  return (
    <li className="hl-video">
      <button type="button" className="hl-video__button" onClick={() => onPlay(video)}>
        <span className="hl-thumb">
          <GameCover src={video.thumbnail} game={video.game} className="hl-cover" />
          <span className="hl-play" aria-hidden="true" />
        </span>
        <span className="hl-video__title">{titleOf(video)}</span>
        <span className="pz-visually-hidden">{t('games.highlights.play')}</span>
      </button>
    </li>
  );
}
