import { productConfig } from '@portal/shared/config';
import { useT } from '../../i18n';
import type { LearnWinBanner as Banner } from './learn-win-banners';

/**
 * One academy banner, opening the external academy site: the art, and its words as page text over
 * it in the subscriber's language (the art carries none, as with the promo slides).
 */
export function LearnWinBanner({ banner, lazy = false }: { banner: Banner; lazy?: boolean }) {
  const t = useT();
  return (
    <a className="learn-win-banner" href={productConfig.academyUrl} target="_blank" rel="noopener noreferrer">
      <img src={banner.image} alt="" width={1200} height={400} loading={lazy ? 'lazy' : undefined} />
      <span className="learn-win-banner__words">{t(banner.words)}</span>
    </a>
  );
}
