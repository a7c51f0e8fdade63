import { PageHeading } from '@portal/shared/ui';
import { LearnWinBanner } from './learn-win-banner';
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
            <LearnWinBanner banner={banner} />
          </li>
        ))}
      </ul>
    </>
  );
}
