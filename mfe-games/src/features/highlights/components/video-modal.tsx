import type { Video } from '@portal/contracts';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { embedUrl } from '../lib/youtube';

export interface VideoModalProps {
  video: Video | null;
  onClose: () => void;
}

/** The video player popup; a link that is not a YouTube video opens in a new tab instead. */
export function VideoModal({ video, onClose }: VideoModalProps) {
  const t = useT();
  if (!video) return null;
  const src = embedUrl(video.link);
  return (
    <Modal
      open
      title={video.title}
      onClose={onClose}
      closeLabel={t('games.common.close')}
      className="hl-modal"
    >
      {src ? (
        <div className="hl-player">
          <iframe
            src={src}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : (
        <p>
          <a href={video.link} target="_blank" rel="noreferrer">
            {t('games.highlights.watch', { title: video.title })}
          </a>
        </p>
      )}
    </Modal>
  );
}
