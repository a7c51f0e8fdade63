export { productConfig, type ProductConfig, type SocialLink } from './product';
export { breakpoints, carouselIntervals, limits } from './constants';
