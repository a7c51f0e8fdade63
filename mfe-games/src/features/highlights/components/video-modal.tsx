import type { Video } from '@portal/contracts';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { embedUrl } from '../lib/youtube';
import { useVideoTitle } from '../lib/video-title';

export interface VideoModalProps {
  video: Video | null;
  onClose: () => void;
}

/** The video player popup; a link that is not a YouTube video opens in a new tab instead. */
export function VideoModal({ video, onClose }: VideoModalProps) {
  const t = useT();
  const titleOf = useVideoTitle();
  if (!video) return null;
  const src = embedUrl(video.link);
  const title = titleOf(video);
  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('games.common.close')} className="hl-modal">
      {src ? (
        <div className="hl-player">
          <iframe
            src={src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : (
        <p>
          <a href={video.link} target="_blank" rel="noreferrer">
            {t('games.highlights.watch', { title })}
          </a>
        </p>
      )}
    </Modal>
  );
}
