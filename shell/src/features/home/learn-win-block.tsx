import { Link } from '@portal/shared/router';
import { productConfig } from '@portal/shared/config';
import { learnWinBanners } from '../learn-win/learn-win-banners';
import { useT } from '../../i18n';

/** Home 'Learn & Win': opens the external academy site; view all goes to /learn-win. */
export function LearnWinBlock() {
  const t = useT();
  const banner = learnWinBanners[0]!;
  return (
    <section className="home-block" aria-labelledby="home-learn-win">
      <div className="pz-section-heading">
        <h2 id="home-learn-win">{t('shell.learnWin.heading')}</h2>
        <Link to="/learn-win">{t('shell.learnWin.viewAll')}</Link>
      </div>
      <a
        className="learn-win-banner"
        href={productConfig.academyUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        <img src={banner.image} alt={t(banner.alt)} width={1200} height={400} loading="lazy" />
      </a>
    </section>
  );
}
