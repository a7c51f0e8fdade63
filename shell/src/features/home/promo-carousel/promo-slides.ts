import gamingTasksNarrow from '../../../assets/promo/gaming-tasks-narrow.svg';
import gamingTasksWide from '../../../assets/promo/gaming-tasks-wide.svg';
import rewardsNarrow from '../../../assets/promo/rewards-narrow.svg';
import rewardsWide from '../../../assets/promo/rewards-wide.svg';
import tournamentsNarrow from '../../../assets/promo/tournaments-narrow.svg';
import tournamentsWide from '../../../assets/promo/tournaments-wide.svg';
import type { PromoSlide } from '@portal/contracts';
import { promoSlideTexts } from './promo-slide-texts';

export interface PromoSlideWithArt extends PromoSlide {
  titleId: string;
  buttonId: string;
  /** docs/product/access-and-start-up.md: a separate image at width 768 px or less. */
  narrowImage: string;
}

const art: Record<string, { image: string; narrowImage: string }> = {
  tournaments: { image: tournamentsWide, narrowImage: tournamentsNarrow },
  'gaming-tasks': { image: gamingTasksWide, narrowImage: gamingTasksNarrow },
  rewards: { image: rewardsWide, narrowImage: rewardsNarrow },
};

export const promoSlides: PromoSlideWithArt[] = promoSlideTexts.map(({ art: name, ...text }) => ({
  ...text,
  ...art[name]!,
}));
