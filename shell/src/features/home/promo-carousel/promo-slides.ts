import gamingTasksNarrow from '../../../assets/promo/gaming-tasks-narrow.svg';
import gamingTasksWide from '../../../assets/promo/gaming-tasks-wide.svg';
import rewardsNarrow from '../../../assets/promo/rewards-narrow.svg';
import rewardsWide from '../../../assets/promo/rewards-wide.svg';
import tournamentsNarrow from '../../../assets/promo/tournaments-narrow.svg';
import tournamentsWide from '../../../assets/promo/tournaments-wide.svg';
import type { PromoSlide } from '@portal/contracts';

export interface PromoSlideWithArt extends PromoSlide {
  /** docs/product/access-and-start-up.md: a separate image at width 768 px or less. */
  narrowImage: string;
}

export const promoSlides: PromoSlideWithArt[] = [
  {
    id: 1,
    title: 'Browse Weekly Tournaments',
    buttonText: 'Join Now',
    navigateTo: '/tournaments',
    image: tournamentsWide,
    narrowImage: tournamentsNarrow,
  },
  {
    id: 2,
    title: 'Browse Gaming Tasks',
    buttonText: 'Join Now',
    navigateTo: '/daily-gaming-tasks',
    image: gamingTasksWide,
    narrowImage: gamingTasksNarrow,
  },
  {
    id: 3,
    title: 'Earn Big with Rewards',
    buttonText: 'Join Now',
    navigateTo: '/rewards',
    image: rewardsWide,
    narrowImage: rewardsNarrow,
  },
];
