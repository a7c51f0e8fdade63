import { usePageTitle } from '@portal/shared/ui';
import { RemoteSlot } from '../../app/remotes/remote-slot';
import { homeBlocks } from '../../app/route-table';
import { LearnWinBlock } from './learn-win-block';
import { PromoCarousel } from './promo-carousel/promo-carousel';
import './home.css';

/** The shell's own 'Learn & Win' block follows the tournaments block. */
const learnWinAt = homeBlocks.findIndex((block) => block.module === 'HomeTournaments') + 1;

/** Home: the promo banner, then each remote's block in its own slot with its own states. */
export function HomePage() {
  usePageTitle('Home');
  return (
    <div className="home">
      <h1 className="pz-visually-hidden">Home</h1>
      <PromoCarousel />
      {homeBlocks.slice(0, learnWinAt).map((block) => (
        <RemoteSlot key={block.module} {...block} />
      ))}
      <LearnWinBlock />
      {homeBlocks.slice(learnWinAt).map((block) => (
        <RemoteSlot key={block.module} {...block} />
      ))}
    </div>
  );
}
