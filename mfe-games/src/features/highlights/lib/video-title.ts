import { useCallback } from 'react';
import type { Video } from '@portal/contracts';
import { useLocalName } from '@portal/shared/i18n';

/** A video's title in the page's language: its Urdu title in Urdu when the operator gave one. */
export function useVideoTitle(): (video: Pick<Video, 'title' | 'titleUr'>) => string {
  const localName = useLocalName();
  return useCallback((video) => localName({ name: video.title, nameUr: video.titleUr }), [localName]);
}
