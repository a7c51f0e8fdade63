import gamingTasksNarrow from '../../../assets/promo/gaming-tasks-narrow.svg';
import gamingTasksWide from '../../../assets/promo/gaming-tasks-wide.svg';
import rewardsNarrow from '../../../assets/promo/rewards-narrow.svg';
import rewardsWide from '../../../assets/promo/rewards-wide.svg';
import tournamentsNarrow from '../../../assets/promo/tournaments-narrow.svg';
import tournamentsWide from '../../../assets/promo/tournaments-wide.svg';
import gamingTasksNarrowWebp from '../../../assets/promo/gaming-tasks-narrow.webp';
import gamingTasksWideWebp from '../../../assets/promo/gaming-tasks-wide.webp';
import rewardsNarrowWebp from '../../../assets/promo/rewards-narrow.webp';
import rewardsWideWebp from '../../../assets/promo/rewards-wide.webp';
import tournamentsNarrowWebp from '../../../assets/promo/tournaments-narrow.webp';
import tournamentsWideWebp from '../../../assets/promo/tournaments-wide.webp';
import type { PromoSlide } from '@portal/contracts';
import { promoSlideTexts } from './promo-slide-texts';

export interface PromoSlideWithArt extends PromoSlide {
  titleId: string;
  buttonId: string;
  /** docs/product/access-and-start-up.md: a separate image at width 768 px or less. */
  narrowImage: string;
  /** The WebP copies the page shows (scripts/raster-art.mjs); the SVGs are the fallback. */
  imageWebp: string;
  narrowImageWebp: string;
}

type Art = Pick<PromoSlideWithArt, 'image' | 'narrowImage' | 'imageWebp' | 'narrowImageWebp'>;

const art: Record<string, Art> = {
  tournaments: {
    image: tournamentsWide,
    narrowImage: tournamentsNarrow,
    imageWebp: tournamentsWideWebp,
    narrowImageWebp: tournamentsNarrowWebp,
  },
  'gaming-tasks': {
    image: gamingTasksWide,
    narrowImage: gamingTasksNarrow,
    imageWebp: gamingTasksWideWebp,
    narrowImageWebp: gamingTasksNarrowWebp,
  },
  rewards: {
    image: rewardsWide,
    narrowImage: rewardsNarrow,
    imageWebp: rewardsWideWebp,
    narrowImageWebp: rewardsNarrowWebp,
  },
};

export const promoSlides: PromoSlideWithArt[] = promoSlideTexts.map(({ art: name, ...text }) => ({
  ...text,
  ...art[name]!,
}));
