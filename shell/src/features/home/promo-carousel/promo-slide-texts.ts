import type { PromoSlide } from '@portal/contracts';

/** The promo slides' words and links, and the name of each slide's art (assets/promo/<art>-*.svg). */
export interface PromoSlideText extends Omit<PromoSlide, 'image'> {
  art: string;
}

// Plain data, no run-time imports: the shell's build reads it too (the first screen's HTML).
export const promoSlideTexts: PromoSlideText[] = [
  {
    id: 1,
    title: 'Browse Weekly Tournaments',
    buttonText: 'Join Now',
    navigateTo: '/tournaments',
    art: 'tournaments',
  },
  {
    id: 2,
    title: 'Browse Gaming Tasks',
    buttonText: 'Join Now',
    navigateTo: '/daily-gaming-tasks',
    art: 'gaming-tasks',
  },
  {
    id: 3,
    title: 'Earn Big with Rewards',
    buttonText: 'Join Now',
    navigateTo: '/rewards',
    art: 'rewards',
  },
];
