import { usePageTitle } from '@portal/shared/ui';
import { RemoteSlot } from '../../app/remotes/remote-slot';
import { LearnWinBlock } from './learn-win-block';
import { PromoCarousel } from './promo-carousel/promo-carousel';
import './home.css';

/** Home: the promo banner, then each remote's block in its own slot with its own states. */
export function HomePage() {
  usePageTitle('Home');
  return (
    <div className="home">
      <h1 className="pz-visually-hidden">Home</h1>
      <PromoCarousel />
      <RemoteSlot remote="tasks" module="HomeMadeByEsl" title="Made by ESL" minHeight={220} />
      <RemoteSlot remote="tasks" module="HomeGamingTasks" title="Gaming Tasks" minHeight={260} />
      <RemoteSlot remote="tournaments" module="HomeTournaments" title="Tournaments" minHeight={300} />
      <LearnWinBlock />
      <RemoteSlot remote="rewards" module="HomeRewards" title="Rewards" minHeight={260} />
      <RemoteSlot remote="games" module="HomeHighlights" title="Highlights" minHeight={240} />
    </div>
  );
}
