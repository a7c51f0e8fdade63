import { Link } from '@portal/shared/router';
import { LearnWinBanner } from '../learn-win/learn-win-banner';
import { learnWinBanners } from '../learn-win/learn-win-banners';
import { useT } from '../../i18n';

/** Home 'Learn & Win': opens the external academy site; view all goes to /learn-win. */
export function LearnWinBlock() {
  const t = useT();
  return (
    <section className="home-block" aria-labelledby="home-learn-win">
      <div className="pz-section-heading">
        <h2 id="home-learn-win">{t('shell.learnWin.heading')}</h2>
        <Link to="/learn-win">{t('shell.learnWin.viewAll')}</Link>
      </div>
      <LearnWinBanner banner={learnWinBanners[0]!} lazy />
    </section>
  );
}
