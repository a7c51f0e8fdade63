import { productConfig } from '@portal/shared/config';
import { PageHeading } from '@portal/shared/ui';
import { learnWinBanners } from './learn-win-banners';
import { useT } from '../../i18n';

/** /learn-win: three banners, each opening the external academy site. */
export function LearnWinPage() {
  const t = useT();
  return (
    <>
      <PageHeading title={t('shell.learnWin.heading')} />
      <ul className="learn-win-list">
        {learnWinBanners.map((banner) => (
          <li key={banner.id}>
            <a
              className="learn-win-banner"
              href={productConfig.academyUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <img src={banner.image} alt={t(banner.alt)} width={1200} height={400} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
