import type { PromoSlide } from '@portal/contracts';

/** The promo slides' words and links, and the name of each slide's art (assets/promo/<art>-*.svg). */
export interface PromoSlideText extends Omit<PromoSlide, 'image'> {
  art: string;
  /** The ids of the title and the button's words in the shell's catalog (shell/src/i18n). */
  titleId: string;
  buttonId: string;
}

// Plain data, no run-time imports: the shell's build reads it too (the first screen's HTML).
export const promoSlideTexts: PromoSlideText[] = [
  {
    id: 1,
    title: 'Browse Weekly Tournaments',
    titleId: 'shell.promo.slide1',
    buttonId: 'shell.promo.join',
    buttonText: 'Join Now',
    navigateTo: '/tournaments',
    art: 'tournaments',
  },
  {
    id: 2,
    title: 'Browse Gaming Tasks',
    titleId: 'shell.promo.slide2',
    buttonId: 'shell.promo.join',
    buttonText: 'Join Now',
    navigateTo: '/daily-gaming-tasks',
    art: 'gaming-tasks',
  },
  {
    id: 3,
    title: 'Earn Big with Rewards',
    titleId: 'shell.promo.slide3',
    buttonId: 'shell.promo.join',
    buttonText: 'Join Now',
    navigateTo: '/rewards',
    art: 'rewards',
  },
];
