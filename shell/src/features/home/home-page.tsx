import { Loading, usePageTitle } from '@portal/shared/ui';
import { useStartupReady } from '../startup/startup-ready';
import { NearViewport } from '../../remotes/near-viewport';
import { RemoteSlot } from '../../remotes/remote-slot';
import { FIRST_SCREEN_HOME_BLOCKS, homeBlocks } from '../../routing/route-table';
import { LearnWinBlock } from './learn-win-block';
import { PromoCarousel } from './promo-carousel/promo-carousel';
import { useT, type Message } from '../../i18n';
import './home.css';

/** The shell's own 'Learn & Win' block follows the tournaments block. */
const learnWinAt = homeBlocks.findIndex((block) => block.module === 'HomeTournaments') + 1;

type HomeBlock = (typeof homeBlocks)[number];

/** A block below the first screen loads its remote code when it comes near the viewport. */
function Block({ block }: { block: HomeBlock }) {
  const ready = useStartupReady();
  const t = useT();
  const title = t(`shell.block.${block.module}` as Message);
  const slot = ready ? <RemoteSlot {...block} title={title} /> : <Loading minHeight={block.minHeight} />;
  if (homeBlocks.indexOf(block) < FIRST_SCREEN_HOME_BLOCKS) return slot;
  return <NearViewport minHeight={block.minHeight}>{slot}</NearViewport>;
}

/** Home: the promo banner, then each remote's block in its own slot with its own states. */
export function HomePage() {
  const t = useT();
  usePageTitle(t('shell.home.heading'));
  return (
    <div className="home">
      <h1 className="pz-visually-hidden">{t('shell.home.heading')}</h1>
      <PromoCarousel />
      {homeBlocks.slice(0, learnWinAt).map((block) => (
        <Block key={block.module} block={block} />
      ))}
      <LearnWinBlock />
      {homeBlocks.slice(learnWinAt).map((block) => (
        <Block key={block.module} block={block} />
      ))}
    </div>
  );
}
